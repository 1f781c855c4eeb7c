import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { TextArea } from './TextArea';

function CommentBox() {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Comentariu"
      value={value}
      maxLength={500}
      showCount
      onChange={(event) => setValue(event.target.value)}
      error={value.trim() === 'x' ? 'Textul trebuie completat' : null}
    />
  );
}

describe('TextArea', () => {
  it('counts characters and shows the validation message', async () => {
    const { user, container } = renderWithTheme(<CommentBox />);
    const area = screen.getByRole('textbox', { name: 'Comentariu' });
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    await user.type(area, 'x');
    expect(screen.getByText('1 / 500')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Textul trebuie completat');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('takes rows and stays editable with Enter for new lines', async () => {
    const { user } = renderWithTheme(<TextArea label="Text" rows={10} monospace defaultValue="" />);
    const area = screen.getByRole('textbox', { name: 'Text' });
    expect(area).toHaveAttribute('rows', '10');
    await user.type(area, 'Am{Enter}C');
    expect(area).toHaveValue('Am\nC');
  });
});
