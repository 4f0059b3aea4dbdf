import {useState} from 'react';
import type {ConsoleCredential} from '@site/src/site/restApi/consoleTypes';
import {credentialStore} from '../lib/credentialStore';

/** The credential the reader chose, its value, and what the console does with them. */
export type CredentialChoice = {
  credential: ConsoleCredential | undefined;
  value: string;
  choose: (scheme: string) => void;
  change: (value: string) => void;
  /** Clears every stored credential and the field. */
  forget: () => void;
};

/**
 * The reader's credential for an operation: one of the schemes it accepts
 * (the first one they already gave a value for in this tab, else the
 * first), with its value read from and written to the tab's session
 * storage as they type.
 */
export function useCredential(credentials: readonly ConsoleCredential[]): CredentialChoice {
  const [state, setState] = useState(() => {
    const stored = credentials.find((item) => credentialStore.read(item.scheme) !== '');
    const scheme = (stored ?? credentials[0])?.scheme;
    return {scheme, value: scheme ? credentialStore.read(scheme) : ''};
  });
  const credential = credentials.find((item) => item.scheme === state.scheme);
  return {
    credential,
    value: state.value,
    choose: (scheme) => setState({scheme, value: credentialStore.read(scheme)}),
    change: (value) => {
      if (state.scheme) credentialStore.write(state.scheme, value);
      setState({scheme: state.scheme, value});
    },
    forget: () => {
      credentialStore.forgetAll();
      setState({scheme: state.scheme, value: ''});
    },
  };
}
