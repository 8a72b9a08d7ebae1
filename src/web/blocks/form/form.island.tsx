import { blockDataProps, defineIsland } from '#web/islands/define-island.ts';
import { Form } from './form.tsx';
import type { FormProps } from './form.types.ts';

export const island = defineIsland<FormProps>({
  block: 'Form',
  // 'load', not 'visible': until it hydrates, the form's Submit is disabled (a native submit would
  // put the fields in the URL), and the 500 ms timing check starts at hydration, so a form that
  // woke only when scrolled to would keep a quick visitor waiting. Its chunk is small.
  when: 'load',
  props: (props) => {
    // Mail recipients stay on the server (the mail is built from the published binding).
    const { emailTo: _emailTo, emailSubject: _emailSubject, ...data } = blockDataProps(props);
    return data;
  },
});

export default Form;
