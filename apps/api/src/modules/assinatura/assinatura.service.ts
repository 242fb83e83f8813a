import {
  type DocumentosAssinaturaFiltro,
  type DocumentosAssinaturaPagina,
  TIPOS_DOCUMENTO_ASSINATURA,
  type TipoAssinatura,
  type VerificacaoAssinatura,
} from '@jornada/contracts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import {
  type AssinaturaDeps,
  type DadosEnvio,
  type Origem,
  URL_DOCUMENTOS,
} from './assinatura.deps.ts';
import {
  nomeAscii,
  normalizarCodigo,
  paraDocumento,
  ROTULO_SITUACAO,
} from './assinatura.mapeamento.ts';
import { conferirSelo, gerarRelatorioEvidencias, sha256 } from './assinatura.pdf.ts';
import { assinaturaRepository, findAssinadoPorCodigo } from './assinatura.repository.ts';
import { createAssinarDocumento, documentoNaoEncontrado } from './use-cases/assinar.ts';
import { andamentoDoLote, createEnviar } from './use-cases/enviar.ts';
import { EnvioInterrompido, gerarLote, registrarFalhaDoLote } from './use-cases/gerar-lote.ts';

/**
 * Assinatura eletrônica de documentos (issue #17 §4): o RH envia em lote, acompanha, lembra e
 * baixa os arquivos selados e o relatório de evidências; a pessoa revisa e assina (ou recusa) os
 * próprios; qualquer um confere um documento assinado pelo código.
 */
export const createAssinaturaService = (deps: AssinaturaDeps) => {
  const { db, clock } = deps;
  const repo = (auth: AuthContext) => assinaturaRepository({ db, empresaId: auth.empresaId });
  const proprio = createAssinarDocumento(deps);

  const pagina = async (
    auth: AuthContext,
    f: DocumentosAssinaturaFiltro,
  ): Promise<DocumentosAssinaturaPagina> => {
    const pageNumber = f.pageNumber ?? 1;
    const pageSize = f.pageSize ?? 25;
    const { linhas, total } = await repo(auth).listPagina(f, pageNumber, pageSize);
    return { itens: linhas.map(paraDocumento), total, pageNumber, pageSize };
  };

  const daEmpresa = async (auth: AuthContext, id: number) => {
    const d = await repo(auth).find(id);
    if (!d) throw documentoNaoEncontrado();
    return d;
  };

  return {
    tipos: (): TipoAssinatura[] => TIPOS_DOCUMENTO_ASSINATURA.map((t) => ({ ...t })),

    enviar: createEnviar(deps),

    /** GET /envios/{loteId}: o andamento da geração do lote e as falhas por pessoa. */
    andamento: (auth: AuthContext, loteId: string) => andamentoDoLote(deps, auth.empresaId, loteId),

    /**
     * O job do envio (fila `assinatura-envio`): encerramento do servidor no meio deixa o lote
     * `gerando` e o pg-boss repete o job, que retoma dos pendentes; uma falha do lote inteiro
     * fecha o lote com o motivo em cada pessoa pendente.
     */
    gerarLote: async (dados: DadosEnvio) => {
      try {
        await gerarLote(deps, dados);
      } catch (erro) {
        if (erro instanceof EnvioInterrompido) throw erro;
        await registrarFalhaDoLote(deps, dados, erro);
        if (!(erro instanceof AppError)) throw erro;
      }
    },

    /** Os documentos enviados à própria pessoa. */
    meus: (auth: AuthContext, f: DocumentosAssinaturaFiltro) =>
      pagina(auth, { ...f, usuarioId: auth.usuarioId }),

    abrir: proprio.abrir,
    assinar: proprio.assinar,
    recusar: proprio.recusar,

    /** Gestão: todos os documentos da empresa, com filtros e página. */
    listar: pagina,

    /** Lembra a pessoa de um documento ainda pendente (aviso no app e trilha de evidências). */
    lembrar: async (auth: AuthContext, id: number, origem: Origem) => {
      const em = clock();
      const { doc, lembretes } = await db.transaction(async (tx) => {
        const r = assinaturaRepository({ db: tx, empresaId: auth.empresaId });
        const atual = await r.findParaAtualizar(id);
        if (!atual) throw documentoNaoEncontrado();
        if (atual.situacao === 'assinado' || atual.situacao === 'recusado')
          throw new AppError(
            'DOCUMENTO_CONCLUIDO',
            `O documento já foi ${atual.situacao}: não há o que lembrar.`,
            409,
          );
        const n = await r.registrarLembrete(id, em);
        await r.insertEventos([
          { documentoId: id, evento: 'lembrete', usuarioId: auth.usuarioId, em, ...origem },
        ]);
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'documento_assinatura',
          entidadeId: id,
          acao: 'lembrar',
          antes: { lembretes: atual.lembretes },
          depois: { lembretes: n },
          em,
        });
        return { doc: atual, lembretes: n };
      });
      deps.notificar?.(auth.empresaId, doc.usuarioId, {
        titulo: 'Lembrete: documento para assinar',
        mensagem: `${doc.titulo} aguarda a sua assinatura.`,
        url: URL_DOCUMENTOS,
      });
      return { lembretes, ultimoLembreteEm: em.toISOString() };
    },

    /** O arquivo para o RH: o selado, se assinado; senão o enviado. */
    arquivo: async (auth: AuthContext, id: number) => {
      const d = await daEmpresa(auth, id);
      const arq = (await repo(auth).findOriginal(id))!;
      const base = nomeAscii(`${d.nome}-${arq.nomeArquivo.replace(/\.pdf$/i, '')}`);
      return arq.selado
        ? { nome: `${base}-assinado.pdf`, conteudo: arq.selado }
        : { nome: `${base}.pdf`, conteudo: arq.original };
    },

    /** Relatório de evidências (PDF) de um documento. */
    evidencias: async (auth: AuthContext, id: number) => {
      const d = await daEmpresa(auth, id);
      const r = repo(auth);
      const [eventos, empresa] = await Promise.all([r.listEventos(id), r.findEmpresa()]);
      const conteudo = await gerarRelatorioEvidencias(
        {
          titulo: d.titulo,
          empresa: empresa ? `${empresa.nome} (CNPJ ${empresa.cnpj})` : '',
          signatario: `${d.nome}${d.matricula ? ` (matrícula ${d.matricula})` : ''}`,
          situacao: ROTULO_SITUACAO[d.situacao] ?? d.situacao,
          sha256: d.sha256,
          sha256Selado: d.sha256Selado,
          codigo: d.codigo,
          motivoRecusa: d.motivoRecusa,
          emitidoEm: clock(),
        },
        eventos,
      );
      return { nome: `evidencias-${nomeAscii(d.nome)}-${d.id}.pdf`, conteudo };
    },

    /**
     * Verificação pública pelo código: o nome de quem assinou, quando, os hashes e se o arquivo
     * guardado ainda confere com o hash e com o selo PAdES. Nada além de nome e data da pessoa.
     */
    verificar: async (codigo: string): Promise<VerificacaoAssinatura> => {
      const c = normalizarCodigo(codigo);
      const r = await findAssinadoPorCodigo(db, c);
      if (!r?.selado || !r.assinadoEm || !r.sha256Selado) throw naoEncontrado('Documento assinado');
      const selado = Buffer.from(r.selado);
      const valido = sha256(selado) === r.sha256Selado && (await conferirSelo(selado));
      return {
        valido,
        codigo: c,
        titulo: r.titulo,
        empresa: r.empresa,
        signatario: r.signatario,
        assinadoEm: r.assinadoEm.toISOString(),
        sha256: r.sha256,
        sha256Selado: r.sha256Selado,
      };
    },
  };
};
export type AssinaturaService = ReturnType<typeof createAssinaturaService>;
