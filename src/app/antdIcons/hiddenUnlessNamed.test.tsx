import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { screen } from '@testing-library/react';
import { Alert, Button, InputNumber, Modal, Pagination, Select } from 'antd';
import { renderWithStore } from '../../../test/renderWithStore';
import { SearchInput } from '../../components/SearchInput';
import { usePageArrowNames } from '../../components/usePageArrowNames';

/** What @ant-design/icons would name its icons: their English file names. */
const ICON_NAMES = /^(search|close|close-circle|loading|down|up|left|right|info-circle|exclamation-circle)$/;

/** antd components that show icons of their own, and the console's icon-only controls. */
function IconsOfAntd() {
  const pageArrowNames = usePageArrowNames();
  return (
    <>
      <Select aria-label="Kind" options={[{ value: 'a', label: 'A' }]} />
      <InputNumber aria-label="Amount" />
      <Alert type="info" showIcon title="Note" />
      <Button loading>Export</Button>
      <SearchInput aria-label="Search games" value="bonanza" onChange={() => undefined} />
      <Pagination current={2} total={50} itemRender={pageArrowNames} onChange={() => undefined} />
      <Modal open title="Dialog" footer={null} />
    </>
  );
}

/** The icon bases of @ant-design/icons stand in (jest.config.js, as webpack.config.ts in the build). */
describe('icons hidden unless named', () => {
  it("hides antd's own icons from assistive technology: none is an image named in English", () => {
    renderWithStore(<IconsOfAntd />);
    // Every icon, the hidden ones too: what assistive technology is not given is the point.
    /* eslint-disable testing-library/no-node-access */
    const icons = Array.from(document.body.querySelectorAll('.anticon')).filter((icon) => !icon.closest('.ant-input-clear-icon'));
    /* eslint-enable testing-library/no-node-access */
    expect(icons.length).toBeGreaterThanOrEqual(8);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).not.toHaveAttribute('role');
      expect(icon).not.toHaveAttribute('aria-label');
    }
    expect(screen.queryAllByRole('img', { name: ICON_NAMES })).toEqual([]);
    expect(screen.queryAllByRole('button', { name: ICON_NAMES })).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('keeps an icon given a name as a named image', () => {
    renderWithStore(<CloseCircleFilled aria-label="Failed" />);
    expect(screen.getByRole('img', { name: 'Failed' })).not.toHaveAttribute('aria-hidden');
  });

  it('names the controls that are only an icon in the language shown: clear, page arrows, close', () => {
    renderWithStore(<IconsOfAntd />, { language: 'ro' });
    expect(screen.getByRole('button', { name: 'Șterge' })).toHaveClass('ant-input-clear-icon');
    expect(screen.getByRole('button', { name: 'Pagina anterioară' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina următoare' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Închide' })).toHaveClass('ant-modal-close');
  });

  it('names them in English too', () => {
    renderWithStore(<IconsOfAntd />);
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveClass('ant-input-clear-icon');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('ant-modal-close');
  });
});
