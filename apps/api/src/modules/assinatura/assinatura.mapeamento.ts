import type { DocumentoAssinatura } from '@jornada/contracts';
import type { DocumentoRow } from './assinatura.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const paraDocumento = (r: DocumentoRow): DocumentoAssinatura => ({
  id: r.id,
  loteId: r.loteId,
  tipo: r.tipo as DocumentoAssinatura['tipo'],
  titulo: r.titulo,
  competencia: r.competencia,
  usuarioId: r.usuarioId,
  nome: r.nome,
  matricula: r.matricula,
  situacao: r.situacao as DocumentoAssinatura['situacao'],
  enviadoEm: r.enviadoEm.toISOString(),
  enviadoPor: r.enviadoPor,
  visualizadoEm: iso(r.visualizadoEm),
  assinadoEm: iso(r.assinadoEm),
  recusadoEm: iso(r.recusadoEm),
  motivoRecusa: r.motivoRecusa,
  lembretes: r.lembretes,
  sha256: r.sha256,
  codigo: r.codigo,
});

export const ROTULO_SITUACAO: Record<string, string> = {
  enviado: 'Enviado',
  visualizado: 'Visualizado',
  assinado: 'Assinado',
  recusado: 'Recusado',
};

/** Nome de arquivo ASCII para o download (sem acentos nem espaços). */
export const nomeAscii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120) || 'documento';

/** Código de verificação: 16 caracteres sem os ambíguos (0/O, 1/I), em 4 grupos. */
const ALFABETO = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const gerarCodigo = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const s = [...bytes].map((b) => ALFABETO[b % ALFABETO.length]).join('');
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}-${s.slice(12)}`;
};

/** Normaliza o código digitado (aceita sem hífens) para a forma guardada. */
export const normalizarCodigo = (c: string) => {
  const s = c.replaceAll('-', '').toUpperCase();
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}-${s.slice(12)}`;
};
