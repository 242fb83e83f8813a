import { randomUUID } from 'node:crypto';
import {
  type EnvioAssinatura,
  type EnvioAssinaturaBody,
  HOLERITE_TIPOS,
  type LoteAssinatura,
  TIPOS_DOCUMENTO_ASSINATURA,
} from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import type { AssinaturaDeps, Origem } from '../assinatura.deps.ts';
import { paraDocumento } from '../assinatura.mapeamento.ts';
import { conferirPdf } from '../assinatura.pdf.ts';
import { assinaturaRepository } from '../assinatura.repository.ts';
import { loteAssinaturaRepository } from '../assinatura-lote.repository.ts';
import { gerarLote, registrarFalhaDoLote } from './gerar-lote.ts';

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

/** O andamento de um lote (GET /envios/{loteId}); 404 para lote de outra empresa. */
export const andamentoDoLote = async (
  deps: Pick<AssinaturaDeps, 'db'>,
  empresaId: number,
  loteId: string,
): Promise<LoteAssinatura> => {
  const lotes = loteAssinaturaRepository({ db: deps.db, empresaId });
  const l = await lotes.findLote(loteId);
  if (!l) throw naoEncontrado('Envio');
  const [contagem, falhas] = await Promise.all([
    lotes.contarPorSituacao(loteId),
    lotes.listFalhas(loteId),
  ]);
  const n = (s: string) => contagem.find((c) => c.situacao === s)?.n ?? 0;
  return {
    loteId,
    tipo: l.tipo as LoteAssinatura['tipo'],
    titulo: l.titulo,
    competencia: l.competencia,
    situacao: l.situacao as LoteAssinatura['situacao'],
    total: contagem.reduce((t, c) => t + c.n, 0),
    enviados: n('enviado'),
    erros: n('erro'),
    enviadoEm: l.enviadoEm.toISOString(),
    concluidoEm: l.concluidoEm ? l.concluidoEm.toISOString() : null,
    falhas: falhas.map((f) => ({ ...f, erro: f.erro ?? '' })),
  };
};

/** O título do lote: o dado pelo RH ou o do tipo e competência (ou do arquivo). */
const tituloDo = (b: EnvioAssinaturaBody, competencia: string | null) => {
  if (b.titulo) return b.titulo;
  if (b.tipo === 'espelho') return `Espelho de ponto — ${mesPorExtenso(competencia!)}`;
  if (b.tipo === 'holerite') {
    const nomeTipo = HOLERITE_TIPOS.find((t) => t.id === (b.holeriteTipoId ?? 1))!.nome;
    return `Holerite ${nomeTipo.toLowerCase()} — ${mesPorExtenso(competencia!)}`;
  }
  const nome = b.arquivo!.nome.replace(/\.pdf$/i, '');
  return b.tipo === 'aviso-ferias' ? `Aviso de férias — ${nome}` : nome;
};

/**
 * POST /envios: o RH envia um lote — o espelho do mês ou o holerite de cada pessoa, ou um PDF
 * (aviso de férias, documento avulso) a todas. A requisição só confere (tipo, competência,
 * pessoas ativas da empresa, o holerite publicado de cada uma, o PDF enviado) e grava numa
 * transação o lote `gerando` com quem enviou e uma posição pendente por pessoa; a geração dos PDFs
 * vai à fila (job `assinatura-envio`). Sem fila neste servidor, ela roda aqui mesmo.
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
    const competencia = tipo.exigeCompetencia ? b.competencia! : null;
    let bytes: Buffer | null = null;
    if (tipo.exigeArquivo) {
      bytes = Buffer.from(b.arquivo!.conteudoBase64, 'base64');
      if (bytes.length > 7 * 1024 * 1024)
        throw new AppError('PDF_GRANDE', 'arquivo: o PDF passa de 7 MB.', 400, 'arquivo');
      await conferirPdf(bytes, 'arquivo');
    }
    const ids = [...new Set(b.usuarioIds)];
    const loteId = randomUUID();
    const em = deps.clock();
    const titulo = tituloDo(b, competencia);
    // Leituras antes da transação: o módulo holerite consulta com a sua própria conexão.
    const pessoas = await assinaturaRepository({
      db: deps.db,
      empresaId: auth.empresaId,
    }).listDestinatarios(ids);
    if (pessoas.length !== ids.length)
      throw new AppError(
        'COLABORADOR_INEXISTENTE',
        'usuarioIds: há colaborador inexistente ou inativo na seleção.',
        400,
        'usuarioIds',
      );
    const holeriteDe =
      b.tipo === 'holerite' ? await holeritesDoEnvio(deps, auth, b, pessoas) : null;
    await deps.db.transaction(async (tx) => {
      const escopo = { db: tx, empresaId: auth.empresaId };
      // Conferidas de novo na transação que grava: ninguém desativado entre a leitura e o lote.
      if ((await assinaturaRepository(escopo).listDestinatarios(ids)).length !== ids.length)
        throw new AppError(
          'COLABORADOR_INEXISTENTE',
          'usuarioIds: há colaborador inexistente ou inativo na seleção.',
          400,
          'usuarioIds',
        );
      await loteAssinaturaRepository(escopo).insertLote(
        {
          id: loteId,
          tipo: b.tipo,
          titulo,
          competencia,
          holeriteTipoId: b.tipo === 'holerite' ? (b.holeriteTipoId ?? 1) : null,
          enviadoPorId: auth.usuarioId,
          hqSuporteId: auth.hqSuporteId ?? null,
          rotas: [...auth.rotas],
          ip: origem.ip,
          userAgent: origem.userAgent,
          enviadoEm: em,
          nomeArquivo: b.arquivo ? `${b.arquivo.nome.replace(/\.pdf$/i, '')}.pdf` : null,
          arquivo: bytes,
        },
        ids.map((id) => ({ usuarioId: id, holeriteId: holeriteDe?.get(id) ?? null })),
      );
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'documento_assinatura_lote',
        entidadeId: loteId,
        acao: 'enviar',
        depois: { tipo: b.tipo, titulo, competencia, usuarioIds: ids },
        em,
      });
    });
    const dados = { empresaId: auth.empresaId, loteId };
    if (deps.enfileirarEnvio) {
      // Depois do commit (no PGlite a fila usa a mesma sessão: nunca dentro da transação).
      const jobId = await deps.enfileirarEnvio(dados);
      await loteAssinaturaRepository({ db: deps.db, empresaId: auth.empresaId }).setJobId(
        loteId,
        jobId,
      );
    } else {
      try {
        await gerarLote(deps, dados);
      } catch (erro) {
        await registrarFalhaDoLote(deps, dados, erro);
        throw erro;
      }
    }
    const [andamento, prontos] = await Promise.all([
      andamentoDoLote(deps, auth.empresaId, loteId),
      assinaturaRepository({ db: deps.db, empresaId: auth.empresaId }).listDoLote(loteId),
    ]);
    return { ...andamento, documentos: prontos.map(paraDocumento) };
  };

/**
 * O holerite publicado da competência de cada pessoa (o tipo escolhido, mensal por padrão); uma
 * pessoa sem ele recusa o envio com 400 nomeando-a.
 */
const holeritesDoEnvio = async (
  deps: AssinaturaDeps,
  auth: AuthContext,
  b: EnvioAssinaturaBody,
  pessoas: { id: number; nome: string }[],
) => {
  const holeriteTipoId = b.holeriteTipoId ?? 1;
  const nomeTipo = HOLERITE_TIPOS.find((t) => t.id === holeriteTipoId)!.nome.toLowerCase();
  const achados = new Map<number, number>();
  for (const p of pessoas) {
    const lista = await deps.holerites.listar(auth, {
      competencia: b.competencia!,
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
        `usuarioIds: não há holerite ${nomeTipo} publicado de ${mesPorExtenso(b.competencia!)} para ${p.nome}.`,
        400,
        'usuarioIds',
      );
    achados.set(p.id, h.id);
  }
  return achados;
};
