import { LANGUAGES } from '@bible-journey/core';
import { z } from 'zod';

export const LanguageSchema = z.enum(LANGUAGES);

export const LanguageBodySchema = z.object({ language: LanguageSchema });
export const LanguageResponseSchema = z.object({ language: LanguageSchema.nullable() });
