import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import {
  alocacaoFixture,
  contagemFixture,
  entrarComoColaborador,
  falhaSemMensagem,
  LIMITE,
  lancamentoFixture,
  motivoFixture,
  ok,
  pagina,
  ROTA_MINHA,
  regraFixture,
} from './sobreaviso.fixtures.ts';

const ontem = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
const amanha = dayjs().add(1, 'day').format('YYYY-MM-DD');

/** Escala de ontem 19:00 às 23:59 (já passou) e a de amanhã (a próxima). */
const minhaAlocacao = alocacaoFixture({
  escalas: [
    { inicio: `${ontem}T19:00`, fim: `${ontem}T23:59` },
    { inicio: `${amanha}T19:00`, fim: `${dayjs().add(2, 'day').format('YYYY-MM-DD')}T07:00` },
  ],
});

const rotas = (opcoes: {
  alocacoes?: unknown[];
  lancamentos?: ReturnType<typeof lancamentoFixture>[];
  criar?: (req: RequisicaoFake) => ReturnType<typeof ok>;
}) =>
  instalarFakeFetch({
    'GET /api/sobreaviso/alocacao': () => ok(opcoes.alocacoes ?? [minhaAlocacao]),
    'GET /api/sobreaviso/motivo': () =>
      ok([motivoFixture(), motivoFixture({ id: 2, descricao: 'Manutenção programada' })]),
    'GET /api/sobreaviso/regra': () => ok([regraFixture()]),
    'GET /api/sobreaviso/lancamento': () => pagina(opcoes.lancamentos ?? []),
    'GET /api/sobreaviso/lancamento/count': () =>
      ok(contagemFixture({ visao: 'minhas', total: 1, pendente: 0, aprovado: 1 })),
    'GET /api/sobreaviso/lancamento/report': () => falhaSemMensagem(404),
    'PUT /api/sobreaviso/lancamento/20': (req) =>
      ok(lancamentoFixture({ ...(req.body as object), id: 20 })),
    'POST /api/sobreaviso/lancamento': (req) =>
      opcoes.criar ? opcoes.criar(req) : ok(lancamentoFixture()),
  });

const br = (iso: string) => dayjs(iso).format('DD/MM/YYYY');

const preencherPeriodo = async (data: string, inicio: string, fim: string) => {
  const campo = async (rotulo: string, valor: string) => {
    const input = screen.getByRole('textbox', { name: new RegExp(`^${rotulo}`) });
    await userEvent.clear(input);
    await userEvent.type(input, valor);
  };
  await campo('Data de início', br(data).replaceAll('/', ''));
  await campo('Hora de início', inicio.replace(':', ''));
  await campo('Data de fim', br(data).replaceAll('/', ''));
  await campo('Hora de fim', fim.replace(':', ''));
};

afterEach(() => localStorage.clear());

describe('meu sobreaviso (colaborador)', () => {
  it(
    'mostra a próxima escala e os lançamentos com a situação e o equivalente',
    LIMITE,
    async () => {
      rotas({
        lancamentos: [
          lancamentoFixture({
            status: 'aprovado',
            observacaoDecisao: 'Confirmado com o chamado',
            apuracao: {
              minutosEspera: 600,
              equivalenteNormal: 200,
              minutosTrabalhados: 90,
              alertas: [],
            },
          }),
        ],
      });
      entrarComoColaborador();
      renderApp(`/#${ROTA_MINHA}`);
      expect(await screen.findByRole('heading', { name: 'Meu sobreaviso' })).toBeInTheDocument();
      const escalas = await screen.findByRole('list', { name: 'Próximas escalas de sobreaviso' });
      expect(within(escalas).getAllByRole('listitem')).toHaveLength(1);
      expect(within(escalas).getByText(new RegExp(`${br(amanha)} 19:00`))).toBeInTheDocument();
      const meus = await screen.findByRole('list', { name: 'Meus lançamentos de sobreaviso' });
      expect(within(meus).getByLabelText('Situação: Aprovado')).toBeInTheDocument();
      expect(
        within(meus).getByText(
          'Trabalhado: 01:30 · Espera: 10:00 (equivale a 03:20 de hora normal)',
        ),
      ).toBeInTheDocument();
      expect(within(meus).getByText('Observação: Confirmado com o chamado')).toBeInTheDocument();
      expect(await screen.findByText('Aprovado: 1')).toBeInTheDocument();
      expect(
        within(escalas).getByText('Espera prevista 12:00, equivale a 04:00 de hora normal'),
      ).toBeInTheDocument();
    },
  );

  it('baixa o meu relatório do mês; sem dados, mostra o texto do spec', LIMITE, async () => {
    const { chamadas } = rotas({});
    entrarComoColaborador();
    renderApp(`/#${ROTA_MINHA}`);
    await screen.findByRole('heading', { name: 'Meu relatório do mês' });
    await userEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não contém dados para esse relatório',
    );
    const pedido = chamadas.find((c) => c.url.pathname.endsWith('/lancamento/report'));
    expect(pedido?.url.searchParams.get('inicio')).toBe(
      dayjs().startOf('month').format('YYYY-MM-DD'),
    );
    expect(pedido?.url.searchParams.get('usuarioId')).toBe('7');
  });

  it('registra um acionamento que já terminou, dentro da escala', LIMITE, async () => {
    const { chamadas } = rotas({});
    entrarComoColaborador();
    renderApp(`/#${ROTA_MINHA}`);
    await screen.findByRole('form', { name: 'Registrar acionamento' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar acionamento' }));
    expect(await screen.findByText('Início: informe a data e a hora.')).toBeInTheDocument();
    expect(screen.getByText('Motivo: escolha por que você foi acionado.')).toBeInTheDocument();

    await preencherPeriodo(ontem, '22:00', '23:30');
    await userEvent.click(screen.getByRole('radio', { name: 'Manutenção programada' }));
    expect(screen.queryByRole('combobox', { name: /^Regra/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar acionamento' }));

    expect(await screen.findByText('Acionamento enviado para aprovação.')).toBeInTheDocument();
    const post = chamadas.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      natureza: 'acionamento',
      inicio: `${ontem}T22:00`,
      fim: `${ontem}T23:30`,
      motivoId: 2,
      descricao: null,
    });
  });

  it(
    'fora da escala pede a regra; a falha sem mensagem vira um texto genérico',
    LIMITE,
    async () => {
      const { chamadas } = rotas({ alocacoes: [], criar: () => falhaSemMensagem(409) });
      entrarComoColaborador();
      renderApp(`/#${ROTA_MINHA}`);
      await screen.findByRole('form', { name: 'Registrar acionamento' });
      expect(
        screen.getByText('Você não tem escala de sobreaviso planejada daqui para a frente.'),
      ).toBeInTheDocument();
      await preencherPeriodo(ontem, '10:00', '11:00');
      await userEvent.click(screen.getByRole('radio', { name: 'Incidente em produção' }));
      await userEvent.click(screen.getByRole('button', { name: 'Enviar acionamento' }));
      expect(await screen.findByText('Regra: escolha a regra do acionamento.')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('combobox', { name: /^Regra/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Plantão de manutenção' }));
      await userEvent.click(screen.getByRole('button', { name: 'Enviar acionamento' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Não foi possível registrar o acionamento.',
      );
      expect(chamadas.find((c) => c.method === 'POST')?.body).toMatchObject({ regraId: 3 });
    },
  );

  it('em dois toques: começa agora e depois encerra e envia', LIMITE, async () => {
    const local = (minutos: number) => dayjs().add(minutos, 'minute').format('YYYY-MM-DDTHH:mm');
    const { chamadas } = rotas({
      alocacoes: [alocacaoFixture({ escalas: [{ inicio: local(-120), fim: local(120) }] })],
    });
    entrarComoColaborador();
    renderApp(`/#${ROTA_MINHA}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Comecei agora' }));
    expect(await screen.findByText(/^Acionamento em andamento desde/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Descartar início' }));

    // O início guardado no aparelho sobrevive a recarregar a tela.
    const inicio = local(-40);
    localStorage.setItem('jornada.sobreaviso.acionamento-em-andamento.7', inicio);
    renderApp(`/#${ROTA_MINHA}`);
    const andamento = await screen.findByRole('group', { name: 'Acionamento em andamento' });
    await userEvent.click(within(andamento).getByRole('radio', { name: 'Incidente em produção' }));
    await userEvent.click(within(andamento).getByRole('button', { name: 'Encerrar e enviar' }));
    await waitFor(() => expect(chamadas.some((c) => c.method === 'POST')).toBe(true));
    const post = chamadas.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(post.inicio).toBe(inicio);
    expect(String(post.fim) > inicio).toBe(true);
    expect(post.motivoId).toBe(1);
    await waitFor(() =>
      expect(localStorage.getItem('jornada.sobreaviso.acionamento-em-andamento.7')).toBeNull(),
    );
  });

  it('altera um lançamento pendente pelo cartão', LIMITE, async () => {
    const pendente = lancamentoFixture({ inicio: `${ontem}T22:00`, fim: `${ontem}T23:30` });
    const { chamadas } = rotas({ lancamentos: [pendente] });
    entrarComoColaborador();
    renderApp(`/#${ROTA_MINHA}`);
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Alterar Acionamento em ${br(ontem)} 22:00 às 23:30`,
      }),
    );
    const form = await screen.findByRole('form', { name: 'Alterar lançamento' });
    const fim = within(form).getByRole('textbox', { name: /^Hora de fim/ });
    await userEvent.clear(fim);
    await userEvent.type(fim, '2345');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Lançamento alterado.')).toBeInTheDocument();
    const put = chamadas.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/sobreaviso/lancamento/20');
    expect(put?.body).toEqual({
      natureza: 'acionamento',
      inicio: `${ontem}T22:00`,
      fim: `${ontem}T23:45`,
      motivoId: 1,
      descricao: 'Servidor fora do ar',
      regraId: 3,
    });
  });
});
