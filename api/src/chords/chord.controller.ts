import type { Request, Response } from 'express';
import { paramsOf, queryOf } from '../http/validate';
import { type ChordQuery, getChord, listChords, listRoots, listTypes } from './chord.service';

export async function getRoots(_req: Request, res: Response): Promise<void> {
  const roots = await listRoots();
  res.json({ roots, total: roots.length });
}

export async function getTypes(_req: Request, res: Response): Promise<void> {
  const types = await listTypes();
  res.json({ types, total: types.length });
}

export async function getChords(req: Request, res: Response): Promise<void> {
  res.json(await listChords(queryOf<ChordQuery>(req)));
}

export async function getChordById(req: Request, res: Response): Promise<void> {
  res.json(await getChord(paramsOf<{ id: string }>(req).id));
}
