import { randomUUID } from 'node:crypto';
import {
  type EnvioAssinatura,
  type EnvioAssinaturaBody,
  HOLERITE_TIPOS,
  TIPOS_DOCUMENTO_ASSINATURA,
} from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import type { AssinaturaDeps, Origem } from '../assinatura.deps.ts';
import { URL_DOCUMENTOS } from '../assinatura.deps.ts';
import { nomeAscii, paraDocumento } from '../assinatura.mapeamento.ts';
import { conferirPdf, sha256 } from '../assinatura.pdf.ts';
import { assinaturaRepository } from '../assinatura.repository.ts';

const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const mesPorExtenso = (c: string) => `${MESES[Number(c.slice(5)) - 1]}/${c.slice(0, 4)}`;

type Pdf = { usuarioId: number; nomeArquivo: string; conteudo: Buffer };

/**
 * POST /envios: o RH envia um lote — o espelho do mês ou o holerite de cada pessoa, ou um PDF
 * (aviso de férias, documento avulso) a todas. Os PDFs são gerados antes; a gravação do lote
 * inteiro (documentos, eventos e auditoria) é uma transação só: ou todos vão, ou nenhum.
 */
export const createEnviar =
  (deps: AssinaturaDeps) =>
  async (auth: AuthContext, b: EnvioAssinaturaBody, origem: Origem): Promise<EnvioAssinatura> => {
    const tipo = TIPOS_DOCUMENTO_ASSINATURA.find((t) => t.id === b.tipo)!;
    if (tipo.exigeCompetencia && !b.competencia)
      throw new AppError(
        'CAMPO_OBRIGATORIO',
        'competencia: informe o mês (AAAA-MM).',
        400,
        'competencia',
      );
    if (tipo.exigeArquivo && !b.arquivo)
      throw new AppError('CAMPO_OBRIGATORIO', 'arquivo: envie o PDF do documento.', 400, 'arquivo');
    const escopo = { db: deps.db, empresaId: auth.empresaId };
    const ids = [...new Set(b.usuarioIds)];
    const pessoas = await assinaturaRepository(escopo).listDestinatarios(ids);
    if (pessoas.length !== ids.length)
      throw new AppError(
        'COLABORADOR_INEXISTENTE',
        'usuarioIds: há colaborador inexistente ou inativo na seleção.',
        400,
        'usuarioIds',
      );
    const competencia = tipo.exigeCompetencia ? b.competencia! : null;
    const pdfs: Pdf[] = [];
    let titulo: string;
    if (b.tipo === 'espelho') {
      const [ano, mes] = competencia!.split('-').map(Number) as [number, number];
      titulo = b.titulo || `Espelho de ponto — ${mesPorExtenso(competencia!)}`;
      for (const p of pessoas) {
        const r = await deps.espelhoPdf(auth, { usuarioId: p.id, ano, mes });
        pdfs.push({ usuarioId: p.id, nomeArquivo: r.nomeArquivo, conteudo: r.conteudo });
      }
    } else if (b.tipo === 'holerite') {
      const holeriteTipoId = b.holeriteTipoId ?? 1;
      const nomeTipo = HOLERITE_TIPOS.find((t) => t.id === holeriteTipoId)!.nome;
      titulo = b.titulo || `Holerite ${nomeTipo.toLowerCase()} — ${mesPorExtenso(competencia!)}`;
      for (const p of pessoas) {
        const lista = await deps.holerites.listar(auth, {
          competencia: competencia!,
          holeriteTipoId,
          usuarioId: p.id,
          situacao: 'publicada',
          pageNumber: 1,
          pageSize: 1,
        });
        const h = lista.itens[0];
        if (!h)
          throw new AppError(
            'HOLERITE_AUSENTE',
            `usuarioIds: não há holerite ${nomeTipo.toLowerCase()} publicado de ${mesPorExtenso(competencia!)} para ${p.nome}.`,
            400,
            'usuarioIds',
          );
        const arq = await deps.holerites.arquivo(auth, h.id);
        pdfs.push({ usuarioId: p.id, nomeArquivo: arq.nome, conteudo: arq.conteudo });
      }
    } else {
      const bytes = Buffer.from(b.arquivo!.conteudoBase64, 'base64');
      if (bytes.length > 7 * 1024 * 1024)
        throw new AppError('PDF_GRANDE', 'arquivo: o PDF passa de 7 MB.', 400, 'arquivo');
      await conferirPdf(bytes, 'arquivo');
      const nome = b.arquivo!.nome.replace(/\.pdf$/i, '');
      titulo = b.titulo || (b.tipo === 'aviso-ferias' ? `Aviso de férias — ${nome}` : nome);
      for (const p of pessoas)
        pdfs.push({ usuarioId: p.id, nomeArquivo: `${nomeAscii(nome)}.pdf`, conteudo: bytes });
    }

    const loteId = randomUUID();
    const em = deps.clock();
    const criados = await deps.db.transaction(async (tx) => {
      const repo = assinaturaRepository({ db: tx, empresaId: auth.empresaId });
      const inseridos = await repo.insertDocumentos(
        pdfs.map((p) => ({
          loteId,
          tipo: b.tipo,
          titulo,
          competencia,
          usuarioId: p.usuarioId,
          enviadoPorId: auth.usuarioId,
          enviadoEm: em,
          nomeArquivo: p.nomeArquivo,
          original: p.conteudo,
          sha256: sha256(p.conteudo),
        })),
      );
      await repo.insertEventos(
        inseridos.map((d) => ({
          documentoId: d.id,
          evento: 'enviado',
          usuarioId: auth.usuarioId,
          em,
          ip: origem.ip,
          userAgent: origem.userAgent,
        })),
      );
      await registrarAuditoria(
        tx,
        inseridos.map((d) => ({
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'documento_assinatura',
          entidadeId: d.id,
          acao: 'enviar',
          depois: { loteId, tipo: b.tipo, titulo, competencia, usuarioId: d.usuarioId },
          em,
        })),
      );
      return repo.listDoLote(loteId);
    });
    for (const d of criados)
      deps.notificar?.(auth.empresaId, d.usuarioId, {
        titulo: 'Documento para assinar',
        mensagem: `${titulo}: revise e assine no Jornada.`,
        url: URL_DOCUMENTOS,
      });
    return { loteId, enviados: criados.length, documentos: criados.map(paraDocumento) };
  };
