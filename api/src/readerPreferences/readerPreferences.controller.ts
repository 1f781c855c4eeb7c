import type { ReaderKeyPreference } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { bodyOf, paramsOf } from '../http/validate';
import { readerPreferenceOf, saveReaderPreference } from './readerPreferences.service';

export const getReaderPreference: RequestHandler = async (req, res) => {
  res.json(await readerPreferenceOf(userOf(req).id, paramsOf<{ tabId: string }>(req).tabId));
};

export const putReaderPreference: RequestHandler = async (req, res) => {
  const { tabId } = paramsOf<{ tabId: string }>(req);
  res.json(await saveReaderPreference(userOf(req).id, tabId, bodyOf<ReaderKeyPreference>(req)));
};
