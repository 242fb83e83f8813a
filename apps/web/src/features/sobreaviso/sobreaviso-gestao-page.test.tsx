import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import {
  contagemFixture,
  entrarComoRh,
  falhaSemMensagem,
  LIMITE,
  lancamentoFixture,
  motivoFixture,
  ok,
  pagina,
  painelFixture,
  ROTA_EQUIPE,
  ROTA_RH,
  regraFixture,
  rotaPessoas,
} from './sobreaviso.fixtures.ts';

const segundo = lancamentoFixture({
  id: 21,
  usuarioId: 8,
  usuarioNome: 'Bruno Lima',
  inicio: '2026-11-24T02:00',
  fim: '2026-11-24T03:00',
  apuracao: { minutosEspera: 0, equivalenteNormal: 0, minutosTrabalhados: 60, alertas: [] },
});

const decidido = (req: RequisicaoFake) => {
  const [, , , , acao, id] = req.url.pathname.split('/');
  return ok(
    lancamentoFixture({
      id: Number(id),
      status: acao === 'aprovar' ? 'aprovado' : 'reprovado',
    }),
  );
};

const rotasBase = (extra: Parameters<typeof instalarFakeFetch>[0] = {}) =>
  instalarFakeFetch({
    ...rotaPessoas,
    'GET /api/sobreaviso/dashboardAprovacoes': () => ok(painelFixture()),
    'GET /api/sobreaviso/lancamento': () => pagina([lancamentoFixture(), segundo]),
    'GET /api/sobreaviso/lancamento/count': () => ok(contagemFixture()),
    'PUT /api/sobreaviso/lancamento/aprovar/20': decidido,
    'PUT /api/sobreaviso/lancamento/aprovar/21': decidido,
    'PUT /api/sobreaviso/lancamento/reprovar/21': decidido,
    'GET /api/sobreaviso/motivo': () => ok([motivoFixture()]),
    'GET /api/sobreaviso/regra': () => ok([regraFixture()]),
    'GET /api/sobreaviso/alocacao': () => ok([]),
    ...extra,
  });

const abrirRh = async (aba?: string) => {
  entrarComoRh();
  renderApp(`/#${ROTA_RH}`);
  await screen.findByRole('heading', { name: 'Sobreaviso e prontidão' });
  if (aba) await userEvent.click(screen.getByRole('tab', { name: aba }));
};

describe('sobreaviso e prontidão (RH e gestor)', () => {
  it('o painel mostra pendentes e horas do mês, e aprova um lançamento', LIMITE, async () => {
    const { chamadas } = rotasBase();
    await abrirRh();
    const pendentes = await screen.findByRole('table', { name: 'Pendentes de aprovação' });
    expect(within(pendentes).getByText('Maria da Silva')).toBeInTheDocument();
    expect(screen.getByText('1 pendente')).toBeInTheDocument();
    const porPessoa = screen.getByRole('table', { name: 'Horas acionadas por pessoa' });
    expect(within(porPessoa).getByText('02:30')).toBeInTheDocument();

    await userEvent.click(
      within(pendentes).getByRole('button', {
        name: 'Aprovar Maria da Silva em 23/11/2026 22:00 às 23:30',
      }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Aprovar lançamento' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Lançamento aprovado.')).toBeInTheDocument();
    const put = chamadas.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/sobreaviso/lancamento/aprovar/20');
    expect(put?.body).toEqual({ lancamentoId: 20 });
  });

  it('aprova em lote com confirmação e exige o motivo para reprovar', LIMITE, async () => {
    const { chamadas } = rotasBase();
    await abrirRh('Lançamentos');
    const contagem = await screen.findByRole('group', { name: 'Contagem: Para aprovar' });
    expect(within(contagem).getByText('Pendente: 2')).toBeInTheDocument();
    expect(within(contagem).getByText(/^Para aprovar:/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Contagem: Todos' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Lançamentos de sobreaviso' });
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima em 24/11/2026 02:00 às 03:00' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reprovar selecionados (1)' }));
    const reprovar = await screen.findByRole('dialog', { name: 'Reprovar lançamento' });
    await userEvent.click(within(reprovar).getByRole('button', { name: 'Reprovar' }));
    expect(
      await within(reprovar).findByText(
        'Motivo da reprovação: informe por que o lançamento foi reprovado.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(
      within(reprovar).getByLabelText(/Motivo da reprovação/),
      'Fora do plantão',
    );
    await userEvent.click(within(reprovar).getByRole('button', { name: 'Reprovar' }));
    expect(await screen.findByText('Lançamento reprovado.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.url.pathname.includes('/reprovar/'))?.body).toEqual({
      lancamentoId: 21,
      observacao: 'Fora do plantão',
    });

    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Selecionar todos os pendentes' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar selecionados (2)' }));
    const aprovar = await screen.findByRole('dialog', { name: 'Aprovar 2 lançamentos' });
    expect(within(aprovar).getByText('Aprovar os 2 lançamentos selecionados?')).toBeInTheDocument();
    await userEvent.click(within(aprovar).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('2 lançamentos aprovados.')).toBeInTheDocument();
    const aprovados = chamadas.filter((c) => c.url.pathname.includes('/aprovar/'));
    expect(aprovados.map((c) => c.body)).toEqual([{ lancamentoId: 20 }, { lancamentoId: 21 }]);
  });

  it('cria um motivo e mostra o histórico dele', LIMITE, async () => {
    const { chamadas } = rotasBase({
      'POST /api/sobreaviso/motivo': (req) => ok(motivoFixture({ id: 9, ...(req.body as object) })),
      'GET /api/sobreaviso/motivo/historico/1': () =>
        ok([
          {
            versao: 2,
            acao: 'alteracao',
            alteradoPor: 1,
            alteradoPorNome: 'Renata Dias',
            alteradoEm: '2026-11-20T13:00:00.000Z',
            dados: { descricao: 'Incidente em produção', ativo: true },
          },
        ]),
    });
    await abrirRh('Motivos');
    await userEvent.click(await screen.findByRole('button', { name: 'Novo motivo' }));
    const form = await screen.findByRole('form', { name: 'Novo motivo' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(form).findByText('Descrição: informe o motivo do acionamento.'),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Descrição/), 'Queda de energia');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Motivo criado.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      descricao: 'Queda de energia',
      ativo: true,
    });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Histórico Incidente em produção' }),
    );
    const historico = await screen.findByRole('list', {
      name: 'Histórico de Incidente em produção',
    });
    expect(within(historico).getByText('Versão 2: Alteração')).toBeInTheDocument();
    expect(within(historico).getByText(/por Renata Dias/)).toBeInTheDocument();
  });

  it('a escala valida os campos antes de enviar', LIMITE, async () => {
    rotasBase();
    await abrirRh('Alocações');
    expect(await screen.findByText('Nenhuma escala de sobreaviso')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nova escala' }));
    const form = await screen.findByRole('form', { name: 'Nova escala' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(form).findByText('Colaborador: escolha quem fica de sobreaviso.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Regra: escolha a regra de sobreaviso ou prontidão.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Dias da semana: escolha ao menos um dia.')).toBeInTheDocument();
  });

  it('o relatório sem dados mostra o texto do spec', LIMITE, async () => {
    const { chamadas } = rotasBase({
      'GET /api/sobreaviso/lancamento/report-csv': () => falhaSemMensagem(404),
    });
    await abrirRh('Relatório');
    await userEvent.click(await screen.findByRole('button', { name: 'Baixar CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não contém dados para esse relatório',
    );
    const pedido = chamadas.find((c) => c.url.pathname.endsWith('/report-csv'));
    expect(pedido?.url.searchParams.get('inicio')).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it(
    'o gestor vê a equipe sem motivos e regras, e a falha vira texto genérico',
    LIMITE,
    async () => {
      rotasBase({ 'GET /api/sobreaviso/dashboardAprovacoes': () => falhaSemMensagem(400) });
      entrarComo(
        loginRespostaFixture({
          Usuario: usuarioFixture({
            Configuracao: { UsarMenuGestor: true, HabilitarMarcacaoPelaWeb: true },
          }),
          MenuGestores: [
            item('/dashboard/gestor', 'Equipe', [item(ROTA_EQUIPE, 'Sobreaviso da equipe')]),
          ],
        }),
      );
      renderApp(`/#${ROTA_EQUIPE}`);
      await screen.findByRole('heading', { name: 'Sobreaviso da equipe' });
      expect(screen.queryByRole('tab', { name: 'Motivos' })).not.toBeInTheDocument();
      expect(screen.queryByRole('tab', { name: 'Regras' })).not.toBeInTheDocument();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Não foi possível carregar os dados do sobreaviso.',
      );
      await userEvent.click(screen.getByRole('tab', { name: 'Lançamentos' }));
      await waitFor(() =>
        expect(screen.queryByRole('combobox', { name: 'Visão' })).not.toBeInTheDocument(),
      );
    },
  );
});
