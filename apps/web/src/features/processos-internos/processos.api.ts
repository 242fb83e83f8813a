import {
  type AcaoProcesso,
  type SalvarTipoProcessoBody,
  type SolicitacaoProcesso,
  type StatusProcesso,
  solicitacaoProcessoRespostaSchema,
  solicitacoesProcessoRespostaSchema,
  type TipoProcesso,
  tipoProcessoRespostaSchema,
  tiposProcessoRespostaSchema,
  type UsuarioGestor,
  usuariosGestoresRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';

/** Chamadas dos processos internos (serviço principal, spec §7 "Internal processes"). */

const dados = <T>(d: T | null | undefined): T => {
  if (d === null || d === undefined) throw new Error('resposta sem dados');
  return d;
};

export const listTipos = async (todos = false): Promise<TipoProcesso[]> =>
  dados(
    tiposProcessoRespostaSchema.parse(
      await apiFetch('main', '/ListarProcessosInternos', {
        query: { todos: todos ? 'true' : undefined },
      }),
    ).Data,
  );

export const salvarTipo = async (b: SalvarTipoProcessoBody): Promise<TipoProcesso> =>
  dados(
    tipoProcessoRespostaSchema.parse(
      await apiFetch('main', '/SalvarTipoProcessoInterno', { method: 'POST', body: b }),
    ).Data,
  );

export const listMinhas = async (status?: StatusProcesso): Promise<SolicitacaoProcesso[]> =>
  dados(
    solicitacoesProcessoRespostaSchema.parse(
      await apiFetch('main', '/ListarSolicitacaoProcessosInternos', { query: { status } }),
    ).Data,
  );

export type FiltroCaixa = { situacao: 'Pendentes' | 'Todas'; gestorId?: number | undefined };

export const listCaixa = async (f: FiltroCaixa): Promise<SolicitacaoProcesso[]> =>
  dados(
    solicitacoesProcessoRespostaSchema.parse(
      await apiFetch('main', '/ListarSolicitacaoProcessosInternosGestor', { query: f }),
    ).Data,
  );

export type PedidoProcesso = {
  tipoId: number;
  processoId?: number | undefined;
  respostas: Record<string, string>;
  arquivos: Record<string, File>;
  comentario?: string | undefined;
};

/** POST /SolicitarProcessoInterno: multipart, um arquivo por campo de arquivo (chave do campo). */
export const solicitar = async (p: PedidoProcesso): Promise<SolicitacaoProcesso> => {
  const corpo = new FormData();
  corpo.append('tipoId', String(p.tipoId));
  if (p.processoId) corpo.append('processoId', String(p.processoId));
  corpo.append('respostas', JSON.stringify(p.respostas));
  if (p.comentario) corpo.append('comentario', p.comentario);
  for (const [chave, arquivo] of Object.entries(p.arquivos)) corpo.append(chave, arquivo);
  return dados(
    solicitacaoProcessoRespostaSchema.parse(
      await apiFetch('main', '/SolicitarProcessoInterno', { method: 'POST', body: corpo }),
    ).Data,
  );
};

export const cancelar = async (processoId: number): Promise<SolicitacaoProcesso> =>
  dados(
    solicitacaoProcessoRespostaSchema.parse(
      await apiFetch('main', '/CancelarProcessoInterno', {
        method: 'POST',
        body: { processoId },
      }),
    ).Data,
  );

/** POST /GerenciarProcessoInterno (formulário, spec §7). */
export const gerenciar = async (b: {
  processoId: number;
  acao: AcaoProcesso;
  comentario: string;
}): Promise<SolicitacaoProcesso> => {
  const corpo = new FormData();
  corpo.append('processoId', String(b.processoId));
  corpo.append('acao', b.acao);
  if (b.comentario.trim()) corpo.append('comentario', b.comentario.trim());
  return dados(
    solicitacaoProcessoRespostaSchema.parse(
      await apiFetch('main', '/GerenciarProcessoInterno', { method: 'POST', body: corpo }),
    ).Data,
  );
};

export const baixarAnexo = async (id: number, nome: string): Promise<void> => {
  const a = await apiFetch('main', '/BaixarAnexoProcessoInterno', {
    query: { id },
    resposta: 'arquivo',
  });
  salvarArquivo(a.blob, a.nome ?? nome);
};

/** GET /CarregarUsuariosGestores: Success, Error e data (spec §7); sem sucesso, 'Falha'. */
export const listGestores = async (): Promise<UsuarioGestor[]> => {
  const r = usuariosGestoresRespostaSchema.parse(
    await apiFetch('main', '/CarregarUsuariosGestores'),
  );
  if (!r.Success) throw new Error(r.Error ?? 'Falha');
  return r.data;
};
