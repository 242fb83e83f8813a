import type { Download, DownloadsQuery, ParaQuem } from '@jornada/contracts';
import { zipSync } from 'fflate';
import type { AuthContext } from '../../shared/auth-context.ts';
import { naoEncontrado } from '../../shared/errors.ts';
import { paraConvocacao } from './convocacao.avaliacao.ts';
import { convocacaoRepository } from './convocacao.repository.ts';
import { pdfConvocacao } from './download.pdf.ts';
import { downloadRepository } from './download.repository.ts';
import { type Deps, relogioDaEmpresa } from './intermitente.comum.ts';
import { contextoPara } from './use-cases/convocacao-consultar.ts';
import { isRhIntermitente } from './use-cases/permissao.ts';
import { calcularRecibos } from './use-cases/recibo.ts';

const nomeArquivo = (id: number) => `convocacao-${id}.pdf`;

/**
 * Downloads do intermitente: a carta de cada convocação (PDF com os termos do art. 452-A e a
 * situação dos convocados). O RH vê todas; os demais, só as convocações em que foram convocados.
 */
export const createDownloadService = ({ db, clock, apurarDias }: Deps) => {
  /** Convocações visíveis a quem pede, com os convocados avaliados pelo relógio. */
  const carregar = async (auth: AuthContext, f: DownloadsQuery & { ids?: number[] }) => {
    const repo = convocacaoRepository({ db, empresaId: auth.empresaId });
    const linhas = await repo.listar({
      ...f,
      ...(isRhIntermitente(auth) ? {} : { usuarioId: auth.usuarioId }),
    });
    const ctx = await contextoPara(db, auth.empresaId, clock, linhas);
    const convocados = linhas.length ? await repo.convocadosDe(linhas.map((c) => c.id)) : [];
    return linhas.map((linha) => ({ linha, convocacao: paraConvocacao(linha, convocados, ctx) }));
  };

  const exigirTodas = async (auth: AuthContext, ids: number[]) => {
    const unicos = [...new Set(ids)];
    const lista = await carregar(auth, { ids: unicos });
    if (lista.length !== unicos.length) throw naoEncontrado('Arquivo');
    return lista;
  };

  const gerar = async (auth: AuthContext) => {
    const empresa = await downloadRepository({ db, empresaId: auth.empresaId }).findEmpresa();
    if (!empresa) throw naoEncontrado('Empresa');
    const { agora } = await relogioDaEmpresa(db, auth.empresaId, clock);
    const repo = convocacaoRepository({ db, empresaId: auth.empresaId });
    return async (d: Awaited<ReturnType<typeof carregar>>[number]) => {
      // O recibo só vai na carta da convocação encerrada (reciboDoPeriodo).
      const recibos =
        d.convocacao.status === 'encerradas' && !d.convocacao.interrompido
          ? ((
              await calcularRecibos(
                { db, empresaId: auth.empresaId, apurarDias, hoje: agora.slice(0, 10) },
                [d.linha],
                await repo.convocadosDe([d.linha.id]),
              )
            )[0]?.recibos ?? [])
          : [];
      return pdfConvocacao({ empresa, ...d, recibos });
    };
  };

  /** GET /download: os documentos disponíveis, um por convocação. */
  const listar = async (auth: AuthContext, f: DownloadsQuery): Promise<Download[]> =>
    (await carregar(auth, f)).map(({ convocacao: c }) => ({
      id: c.id,
      convocacaoId: c.id,
      nome: nomeArquivo(c.id),
      titulo: `Carta de convocação nº ${c.id} — ${c.contratante}`,
      contratante: c.contratante,
      dataInicio: c.dataInicio,
      dataFim: c.dataFim,
      status: c.status,
      interrompido: c.interrompido,
      convocados: c.convocados.length,
    }));

  /** GET /download/{id}/arquivo: o PDF como data URL, que o navegador abre numa nova janela. */
  const arquivo = async (auth: AuthContext, id: number) => {
    const itens = await exigirTodas(auth, [id]);
    const pdf = await (await gerar(auth))(itens[0]!);
    return `data:application/pdf;base64,${pdf.toString('base64')}`;
  };

  /** GET /download/arquivos: os PDFs escolhidos num zip (download.zip). */
  const zip = async (auth: AuthContext, ids: number[]) => {
    const itens = await exigirTodas(auth, ids);
    const pdfDe = await gerar(auth);
    const arquivos: Record<string, Uint8Array> = {};
    for (const item of itens) arquivos[nomeArquivo(item.convocacao.id)] = await pdfDe(item);
    // PDF já é comprimido: guardar sem recomprimir (nível 0) poupa CPU sem perder tamanho.
    return Buffer.from(zipSync(arquivos, { level: 0 }));
  };

  /** GET /download/{id}/para-quem: os convocados a quem a carta se destina. */
  const paraQuem = async (auth: AuthContext, id: number): Promise<ParaQuem> => {
    const [item] = await exigirTodas(auth, [id]);
    const { convocacao: c } = item!;
    const emails = await downloadRepository({ db, empresaId: auth.empresaId }).emailsDe(
      c.convocados.map((x) => x.usuarioId),
    );
    const email = new Map(emails.map((e) => [e.id, e.email]));
    return {
      convocacaoId: c.id,
      contratante: c.contratante,
      destinatarios: c.convocados.map((x) => ({
        usuarioId: x.usuarioId,
        nome: x.nome,
        email: email.get(x.usuarioId) ?? '',
        situacao: x.situacao,
      })),
    };
  };

  return { listar, arquivo, zip, paraQuem };
};
export type DownloadService = ReturnType<typeof createDownloadService>;
