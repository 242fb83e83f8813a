import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  digitavel,
  entrarComoColaborador,
  ok,
  segundaDepoisDe,
  solicitacaoFixture,
  totaisFixture,
} from './ferias.fixtures.ts';

const ROTA = '/#/dashboard/minhas-rotinas/solicitacoes';
const MOTIVOS = [
  {
    codigo: 'ATESTADO_MEDICO',
    descricao: 'Atestado médico',
    fundamento: 'Lei 605/49 art. 6º §1º, f',
    abonaPorLei: true,
    limite: null,
  },
  {
    codigo: 'DOACAO_SANGUE',
    descricao: 'Doação voluntária de sangue',
    fundamento: 'CLT art. 473, IV',
    abonaPorLei: true,
    limite: '1 dia a cada 12 meses',
  },
];

afterEach(() => localStorage.clear());

describe('aviso de ausência', () => {
  it('pede o atestado, envia o aviso com o arquivo e mostra o comprovante na lista', {
    timeout: 60_000,
  }, async () => {
    // fluxo longo (digitar, escolher, anexar, enviar)
    const dia = segundaDepoisDe(3);
    const aviso = solicitacaoFixture({
      id: 9,
      tipo: 'AvisoAusencia',
      dataInicio: dia,
      dataFim: dia,
      dias: 1,
      motivo: 'ATESTADO_MEDICO',
      periodoAquisitivo: null,
      periodos: [],
      anexo: { nome: 'atestado.pdf', tipo: 'application/pdf', tamanho: 9 },
    });
    const { fake } = instalarFakeFetch({
      'POST /api/main/CarregarTotaisLancamentos': () => ok(totaisFixture()),
      'POST /api/main/CarregarRecessoLancamentos': () => ok([]),
      'GET /api/main/CarregarLancamentos': () => ok([aviso]),
      'GET /api/main/CarregarMotivosAusencia': () => ok(MOTIVOS),
      'POST /api/main/SolicitarAvisoAusencia': () =>
        ok(aviso, 'Aviso de ausência enviado. Aguarde a decisão do seu gestor.'),
    });
    entrarComoColaborador();
    renderApp(ROTA);
    // A primeira abertura do painel (lazy) pode demorar com a máquina cheia.
    const totais = await screen.findByRole('list', { name: 'Totais' }, { timeout: 15_000 });
    expect(within(totais).getByRole('listitem', { name: 'Aviso de ausência' })).toHaveTextContent(
      '1 pendentes',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Aviso de ausência' }));
    const lista = await screen.findByRole('list', { name: 'Avisos de ausência' });
    expect(within(lista).getByText('dia inteiro · com comprovante')).toBeInTheDocument();
    expect(
      within(lista).getByRole('button', { name: /^Baixar o comprovante: Aviso de ausência/ }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Avisar ausência' }));
    const form = await screen.findByRole('form', { name: 'Aviso de ausência' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar aviso' }));
    expect(within(form).getByText('Informe a data da ausência.')).toBeInTheDocument();
    expect(within(form).getByText('Escolha o motivo.')).toBeInTheDocument();

    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Data da ausência/ }),
      digitavel(dia),
    );
    await userEvent.click(within(form).getByRole('combobox', { name: /^Motivo/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Atestado médico/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar aviso' }));
    expect(within(form).getByText('Envie o atestado (PDF, JPG ou PNG).')).toBeInTheDocument();

    const arquivo = new File(['%PDF-1.4'], 'atestado.pdf', { type: 'application/pdf' });
    await userEvent.upload(form.querySelector('input[type="file"]') as HTMLInputElement, arquivo);
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar aviso' }));
    expect(
      await screen.findByText('Aviso de ausência enviado. Aguarde a decisão do seu gestor.'),
    ).toBeInTheDocument();
    const envio = fake.mock.calls.find(([url]) => String(url).includes('/SolicitarAvisoAusencia'));
    const corpo = (envio![1] as RequestInit).body as FormData;
    expect(corpo.get('dataInicio')).toBe(dia);
    expect(corpo.get('motivo')).toBe('ATESTADO_MEDICO');
    expect((corpo.get('anexo') as File).name).toBe('atestado.pdf');
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Aviso de ausência' })).toBeNull(),
    );
  });
});
