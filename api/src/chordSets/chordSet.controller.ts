import type { KnownChords, NextChordQuery, PlayableQuery, ProgressionQuery } from '@acorduri/contracts';
import type { RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { bodyOf, queryOf } from '../http/validate';
import { knownChordsOf, saveKnownChords } from './knownChords.service';
import { nextChords } from './nextChord.service';
import { playableTabs } from './playable.service';
import { progressionTabs } from './progression.service';
import { unknownChords } from './unknownChords.service';

export const getPlayableTabs: RequestHandler = async (req, res) => {
  res.json(await playableTabs(queryOf<PlayableQuery>(req)));
};

export const getNextChords: RequestHandler = async (req, res) => {
  res.json(await nextChords(queryOf<NextChordQuery>(req)));
};

export const getProgressionTabs: RequestHandler = async (req, res) => {
  res.json(await progressionTabs(queryOf<ProgressionQuery>(req)));
};

export const getUnknownChords: RequestHandler = async (_req, res) => {
  res.json(await unknownChords());
};

export const getKnownChords: RequestHandler = async (req, res) => {
  res.json(await knownChordsOf(userOf(req).id));
};

export const putKnownChords: RequestHandler = async (req, res) => {
  res.json(await saveKnownChords(userOf(req).id, bodyOf<KnownChords>(req)));
};
