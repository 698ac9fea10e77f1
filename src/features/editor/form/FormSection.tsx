import { Card } from 'antd';
import type { ReactNode } from 'react';
import './formSection.css';

/**
 * One of the form's sections (spec §2: General, Time configuration, …, Tiers, and the score driver's panel): a small
 * card whose title is the section's heading, an h2 under the screen's h1, with its rows' headings (h3) under it
 * (issue 27: axe's heading-order). Drawn as antd draws a card's title.
 */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card title={<h2 className="form-section__heading">{title}</h2>} size="small">
      {children}
    </Card>
  );
}
