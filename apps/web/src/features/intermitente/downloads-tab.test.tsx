import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, LIMITE, ok } from './intermitente.fixtures.ts';
import { IntermitentePage } from './intermitente-page.tsx';

const DOC = {
  id: 7,
  convocacaoId: 7,
  nome: 'convocacao-7.pdf',
  titulo: 'Carta de convocação nº 7 — Eventos Paulista Ltda',
  contratante: 'Eventos Paulista Ltda',
  dataInicio: '2026-11-19',
  dataFim: '2026-11-19',
  status: 'ativas',
  interrompido: false,
  convocados: 1,
};

const abrirDownloads = async () => {
  renderComProviders(<IntermitentePage />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Downloads e SAP' }));
};

/** Os links de download criados pela tela (nome do arquivo salvo). */
const espiarDownloads = () => {
  const nomes: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    nomes.push(this.download);
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
  );
  return nomes;
};

describe('downloads e exportação SAP', () => {
  it('baixa um PDF e os selecionados como download.zip', LIMITE, async () => {
    const nomes = espiarDownloads();
    const { chamadas } = instalarFakeFetch({
      [`POST ${B}/Convocacao/listaRH`]: () => ok({ ativas: [], emAndamento: [], encerradas: [] }),
      [`GET ${B}/download`]: () => ok([DOC]),
      [`GET ${B}/download/7/arquivo`]: () => ok(`data:application/pdf;base64,${btoa('%PDF-1.7')}`),
      [`GET ${B}/download/arquivos`]: () => ({ body: 'zip' }),
      [`GET ${B}/download/7/para-quem`]: () =>
        ok({
          convocacaoId: 7,
          contratante: 'Eventos Paulista Ltda',
          destinatarios: [
            {
              usuarioId: 30,
              nome: 'Ana Intermitente',
              email: 'ana@demo.jornada.dev',
              situacao: 'aceita',
            },
          ],
        }),
    });
    await abrirDownloads();
    await userEvent.click(await screen.findByRole('button', { name: `Baixar ${DOC.titulo}` }));
    await waitFor(() => expect(nomes).toEqual(['convocacao-7.pdf']));
    const zip = screen.getByRole('button', { name: 'Baixar selecionados (.zip)' });
    expect(zip).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: `Selecionar ${DOC.titulo}` }));
    await userEvent.click(zip);
    await waitFor(() => expect(nomes).toEqual(['convocacao-7.pdf', 'download.zip']));
    expect(chamadas.find((c) => c.url.pathname.endsWith('/arquivos'))?.url.search).toBe(
      '?downloadsIds=7',
    );
    await userEvent.click(screen.getByRole('button', { name: `Para quem é ${DOC.titulo}` }));
    expect(
      await screen.findByText('Ana Intermitente (ana@demo.jornada.dev) — Aceita'),
    ).toBeInTheDocument();
  });

  it('falhas de download mostram os textos da spec', LIMITE, async () => {
    espiarDownloads();
    instalarFakeFetch({
      [`POST ${B}/Convocacao/listaRH`]: () => ok({ ativas: [], emAndamento: [], encerradas: [] }),
      [`GET ${B}/download`]: () => ok([DOC]),
      [`GET ${B}/download/7/arquivo`]: () => ok(null),
      [`GET ${B}/download/arquivos`]: () => ({
        status: 404,
        body: corpoErro400('Arquivo não encontrado(a).'),
      }),
    });
    await abrirDownloads();
    await userEvent.click(await screen.findByRole('button', { name: `Baixar ${DOC.titulo}` }));
    expect(await screen.findByText('Ocorreu uma falha ao baixa o arquivo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: `Selecionar ${DOC.titulo}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Baixar selecionados (.zip)' }));
    expect(await screen.findByText('Ocorreu uma falha ao baixa os arquivos')).toBeInTheDocument();
  });

  it('exporta o CSV do SAP com o nome export_Intermitentes_<busqueDe>.csv', LIMITE, async () => {
    const nomes = espiarDownloads();
    const { chamadas } = instalarFakeFetch({
      [`POST ${B}/Convocacao/listaRH`]: () => ok({ ativas: [], emAndamento: [], encerradas: [] }),
      [`GET ${B}/download`]: () => ok([]),
      [`POST ${B}/Relatorios/relatorio-sap-v2`]: () => ({ body: 'csv' }),
    });
    await abrirDownloads();
    expect(await screen.findByText('Nenhum documento disponível')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(screen.getByText('Informe a data inicial.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Busque de' }), '01112026');
    await userEvent.type(screen.getByRole('textbox', { name: 'Busque até' }), '30112026');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(nomes).toEqual(['export_Intermitentes_2026-11-01.csv']));
    expect(chamadas.find((c) => c.url.pathname.endsWith('sap-v2'))?.body).toEqual({
      busqueDe: '2026-11-01',
      busqueAte: '2026-11-30',
    });
  });
});
