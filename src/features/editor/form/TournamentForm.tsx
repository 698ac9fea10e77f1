import { Col, Flex, Form, Row } from 'antd';
import { memo, useRef } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectFields } from '../editorSelectors';
import { ContentSection } from './sections/ContentSection';
import { DriverPanel } from './sections/DriverPanels';
import { GeneralSection } from './sections/GeneralSection';
import { ImagesSection } from './sections/ImagesSection';
import { PrizesSection } from './sections/PrizesSection';
import { RoleScoreSection } from './sections/RoleScoreSection';
import { TechnicalSection } from './sections/TechnicalSection';
import { TermsSection } from './sections/TermsSection';
import { TiersSection } from './sections/TiersSection';
import { TimeSection } from './sections/TimeSection';
import { useFocusFirstError } from './useFocusFirstError';
import './tournamentForm.css';

export interface TournamentFormProps {
  /** Every control disabled: a tournament that is no longer a Draft, or a request under way. */
  readOnly: boolean;
}

/**
 * The tournament form (spec §2): its sections in a column, the score driver's panel beside them on
 * large screens and below them on smaller ones. Nothing shows until the working copy exists.
 * Memoized: the pages around it re-render with the heading on every keystroke in the title, and each
 * section selects what it shows.
 */
export const TournamentForm = memo(function TournamentForm({ readOnly }: TournamentFormProps) {
  // A boolean selection: selecting the fields object would re-render the whole form on every edit.
  const loaded = useAppSelector((state) => selectFields(state) !== undefined);
  const fields = useRef<HTMLDivElement>(null);
  useFocusFirstError(fields);
  if (!loaded) return null;
  return (
    // component={false}: the page owns the submit buttons; Enter in a field must not submit anything.
    <Form layout="vertical" disabled={readOnly} component={false}>
      <Row gutter={[16, 16]} ref={fields}>
        <Col xs={24} lg={16}>
          <Flex vertical gap="middle">
            <GeneralSection />
            <TimeSection />
            <ImagesSection />
            <TechnicalSection />
            <ContentSection />
            <TermsSection readOnly={readOnly} />
            <RoleScoreSection />
            <PrizesSection />
            <TiersSection />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <div className="tournament-form__side">
            <DriverPanel readOnly={readOnly} />
          </div>
        </Col>
      </Row>
    </Form>
  );
});
