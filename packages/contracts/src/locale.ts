import { z } from 'zod';

// Mensagens de validação em português para todo schema (API e web).
z.config(z.locales.pt());
