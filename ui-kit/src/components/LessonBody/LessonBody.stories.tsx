import type { Meta, StoryObj } from '@storybook/react';
import { DARK } from '../../../.storybook/viewports';
import { LessonBody } from './LessonBody';

const meta = {
  title: 'Afișare/LessonBody',
  component: LessonBody,
  args: {
    html: '<h2>Acordul La minor</h2><p>Pune <strong>degetul 1</strong> pe coarda a doua, tasta întâi.</p><pre>x02210</pre><ul><li>Ciupește corzile pe rând.</li><li>Apoi cântă-le împreună.</li></ul>',
  },
} satisfies Meta<typeof LessonBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ScriptRemoved: Story = {
  args: { html: '<p>Textul rămâne.</p><script>alert("nu")</script><p onclick="alert(1)">Fără handler.</p>' },
};
export const Dark: Story = { globals: DARK };
