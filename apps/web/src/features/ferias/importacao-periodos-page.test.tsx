import type { LinhaImportacaoPeriodo, PreviaImportacaoPeriodos } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { camposDoFormulario, LIMITE, ok } from './ferias.fixtures.ts';
import { ImportacaoPeriodosPage } from './importacao-periodos-page.tsx';

const valores = (v: Partial<LinhaImportacaoPeriodo['valores']> = {}) => ({
  matricula: '1001',
  cpf: '',
  inicio_aquisitivo: '02/08/2024',
  fim_aquisitivo: '01/08/2025',
  dias_direito: '30',
  dias_gozados: '20',
  dias_vendidos: '10',
  observacao: '',
  ...v,
});

const PREVIA: PreviaImportacaoPeriodos = {
  arquivo: 'periodos.csv',
  total: 2,
  validas: 1,
  rejeitadas: 1,
  linhas: [
    {
      linha: 2,
      colaboradorId: 5,
      colaboradorNome: 'Otávio Prensista',
      valores: valores(),
      periodo: {
        inicio: '2024-08-02',
        fim: '2025-08-01',
        diasDireito: 30,
        diasGozados: 20,
        diasVendidos: 10,
        saldo: 0,
      },
      erros: [],
    },
    {
      linha: 3,
      colaboradorId: null,
      colaboradorNome: null,
      valores: valores({ matricula: '9999' }),
      periodo: null,
      erros: [{ campo: 'matricula', mensagem: 'Nenhum colaborador com a matrícula 9999.' }],
    },
  ],
};

const arquivo = (nome = 'periodos.csv') => new File(['matricula;cpf'], nome, { type: 'text/csv' });
const enviarArquivo = async (f: File) => {
  await userEvent.upload(
    screen
      .getByRole('region', { name: 'Enviar planilha' })
      .querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
    f,
    { applyAccept: false },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Conferir planilha' }));
};

afterEach(() => localStorage.clear());

describe('importação de períodos aquisitivos', () => {
  it('mostra a prévia com o erro da linha e importa só as válidas', LIMITE, async () => {
    const { fake } = instalarFakeFetch({
      'POST /api/main/ImportarPeriodosAquisitivos/previa': () => ok(PREVIA),
      'POST /api/main/ImportarPeriodosAquisitivos': () =>
        ok({ ...PREVIA, importadas: 1 }, '1 períodos aquisitivos importados.'),
    });
    renderComProviders(<ImportacaoPeriodosPage />);
    await enviarArquivo(arquivo());
    const previa = await screen.findByRole('region', { name: 'Prévia da importação' });
    expect(within(previa).getByText('2 linhas: 1 válidas, 1 com erro.')).toBeInTheDocument();
    const tabela = within(previa).getByRole('table', { name: 'Linhas da planilha' });
    expect(within(tabela).getByText('Otávio Prensista')).toBeInTheDocument();
    expect(
      within(tabela).getByText('Matrícula: Nenhum colaborador com a matrícula 9999.'),
    ).toBeInTheDocument();
    expect(
      within(previa).getByRole('button', { name: 'Baixar linhas rejeitadas (CSV)' }),
    ).toBeInTheDocument();

    await userEvent.click(within(previa).getByRole('button', { name: 'Importar 1 linha válida' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Importar períodos aquisitivos' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('1 período aquisitivo importado.')).toBeInTheDocument();
    expect(await screen.findByText('1 de 2 linhas importadas.')).toBeInTheDocument();
    await waitFor(() =>
      expect(camposDoFormulario(fake, '/ImportarPeriodosAquisitivos')[1]).toMatchObject({
        validasEsperadas: '1',
      }),
    );
  });

  it(
    'recusa arquivo que não é CSV nem XLSX e mostra o erro do servidor no campo',
    LIMITE,
    async () => {
      instalarFakeFetch({
        'POST /api/main/ImportarPeriodosAquisitivos/previa': () => ({
          status: 400,
          body: corpoErro400(
            'Faltam colunas no cabeçalho: dias_direito.',
            'PLANILHA_INVALIDA',
            'arquivo',
          ),
        }),
      });
      renderComProviders(<ImportacaoPeriodosPage />);
      await userEvent.click(screen.getByRole('button', { name: 'Conferir planilha' }));
      expect(await screen.findByText('Escolha a planilha (CSV ou XLSX).')).toBeInTheDocument();
      await enviarArquivo(arquivo('foto.png'));
      expect(
        await screen.findByText('A planilha precisa ser um arquivo .csv ou .xlsx.'),
      ).toBeInTheDocument();
      await enviarArquivo(arquivo('periodos.csv'));
      expect(
        await screen.findByText('Faltam colunas no cabeçalho: dias_direito.'),
      ).toBeInTheDocument();
    },
  );
});
