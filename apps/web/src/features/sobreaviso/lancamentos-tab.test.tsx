import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import {
  contagemFixture,
  entrarComoRh,
  LIMITE,
  lancamentoFixture,
  motivoFixture,
  ok,
  pagina,
  painelFixture,
  ROTA_RH,
  regraFixture,
  rotaPessoas,
} from './sobreaviso.fixtures.ts';

const aprovado = lancamentoFixture({
  id: 30,
  status: 'aprovado',
  observacaoDecisao: null,
  apuracao: {
    minutosEspera: 0,
    equivalenteNormal: 0,
    minutosTrabalhados: 90,
    alertas: ['ACIONAMENTO_FORA_DE_ESCALA'],
  },
});

const abrirLancamentos = async () => {
  const fake = instalarFakeFetch({
    ...rotaPessoas,
    'GET /api/sobreaviso/dashboardAprovacoes': () => ok(painelFixture()),
    'GET /api/sobreaviso/motivo': () => ok([motivoFixture()]),
    'GET /api/sobreaviso/lancamento': (req) =>
      pagina(req.url.searchParams.get('status') === 'pendente' ? [] : [aprovado]),
    'GET /api/sobreaviso/lancamento/count': (req) =>
      ok(
        req.url.searchParams.get('visao') === 'todas'
          ? contagemFixture({ visao: 'todas', total: 5, pendente: 0, aprovado: 5 })
          : contagemFixture({ total: 0, pendente: 0 }),
      ),
    'GET /api/sobreaviso/regra': () => ok([regraFixture()]),
    'POST /api/sobreaviso/lancamento': (req) =>
      ok(lancamentoFixture({ ...(req.body as object), id: 40 })),
    'PUT /api/sobreaviso/lancamento/reabrir/30': () =>
      ok(lancamentoFixture({ id: 30, status: 'pendente' })),
    'GET /api/sobreaviso/lancamento/historico/30': () =>
      ok([
        {
          versao: 2,
          acao: 'aprovar',
          alteradoPor: 2,
          alteradoPorNome: 'Marcos Vieira',
          alteradoEm: '2026-11-24T12:00:00.000Z',
          dados: { ...aprovado },
        },
        {
          versao: 1,
          acao: 'inclusao',
          alteradoPor: 7,
          alteradoPorNome: 'Maria da Silva',
          alteradoEm: '2026-11-24T02:40:00.000Z',
          dados: { ...aprovado, status: 'pendente' },
        },
      ]),
  });
  entrarComoRh();
  renderApp(`/#${ROTA_RH}`);
  await userEvent.click(await screen.findByRole('tab', { name: 'Lançamentos' }));
  return fake;
};

describe('lançamentos de sobreaviso (RH)', () => {
  it('filtra por visão e situação, reabre um aprovado e mostra o histórico', LIMITE, async () => {
    const { chamadas } = await abrirLancamentos();
    expect(await screen.findByText('Nenhum lançamento encontrado')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Visão' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Todos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Limpar situação' }));
    await waitFor(() => {
      const ultima = chamadas.filter((c) => c.url.pathname.endsWith('/lancamento')).at(-1);
      expect(ultima?.url.searchParams.get('visao')).toBe('todas');
      expect(ultima?.url.searchParams.has('status')).toBe(false);
    });
    expect(await screen.findByText('Aprovado: 5')).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: 'Lançamentos de sobreaviso' });
    const nome = 'Maria da Silva em 23/11/2026 22:00 às 23:30';
    expect(within(tabela).getByRole('checkbox', { name: `Selecionar ${nome}` })).toBeDisabled();
    expect(within(tabela).getByText('Acionamento fora da escala planejada.')).toBeInTheDocument();

    await userEvent.click(within(tabela).getByRole('button', { name: `Histórico ${nome}` }));
    const versoes = await screen.findByRole('list', { name: `Histórico de ${nome}` });
    expect(within(versoes).getByText('Versão 2: Aprovação')).toBeInTheDocument();
    expect(within(versoes).getByText('Versão 1: Inclusão')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar painel' }));

    await userEvent.click(within(tabela).getByRole('button', { name: `Reabrir ${nome}` }));
    const modal = await screen.findByRole('dialog', { name: 'Reabrir lançamento' });
    await userEvent.type(within(modal).getByLabelText('Observação'), 'Rever horário');
    await userEvent.click(within(modal).getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByText('Lançamento reaberto.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toEqual({
      lancamentoId: 30,
      observacao: 'Rever horário',
    });
  });

  it('o RH lança uma espera fora da escala pela pessoa', LIMITE, async () => {
    const { chamadas } = await abrirLancamentos();
    await userEvent.click(await screen.findByRole('button', { name: 'Novo lançamento' }));
    const form = await screen.findByRole('form', { name: 'Novo lançamento' });
    await userEvent.click(within(form).getByRole('button', { name: 'Lançar' }));
    expect(
      await within(form).findByText('Colaborador: escolha de quem é o lançamento.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Motivo: escolha o motivo.')).toBeInTheDocument();

    const ontem = dayjs().subtract(1, 'day');
    await userEvent.click(within(form).getByRole('combobox', { name: /^Colaborador/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bruno Lima' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Espera fora da escala' }));
    for (const [rotulo, valor] of [
      [/^Data de início/, ontem.format('DDMMYYYY')],
      [/^Hora de início/, '2000'],
      [/^Data de fim/, ontem.format('DDMMYYYY')],
      [/^Hora de fim/, '2200'],
    ] as const) {
      const campo = within(form).getByRole('textbox', { name: rotulo });
      await userEvent.clear(campo);
      await userEvent.type(campo, valor);
    }
    await userEvent.click(within(form).getByRole('combobox', { name: /^Motivo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Incidente em produção' }));
    await userEvent.click(within(form).getByRole('combobox', { name: /^Regra/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Plantão de manutenção' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Lançar' }));
    expect(await screen.findByText('Lançamento registrado para aprovação.')).toBeInTheDocument();
    const dia = ontem.format('YYYY-MM-DD');
    expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      usuarioId: 8,
      natureza: 'espera',
      inicio: `${dia}T20:00`,
      fim: `${dia}T22:00`,
      motivoId: 1,
      descricao: null,
      regraId: 3,
    });
  });
});
