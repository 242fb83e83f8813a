import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  instalarFakeFetch,
  type RequisicaoFake,
  type RespostaFake,
} from '../../../../test/fake-api.ts';
import { renderComProviders } from '../../../../test/render.tsx';
import {
  acaoFixture,
  diaColaborador,
  disponiveis,
  envelope,
  erroServidor,
  gestaoFixture,
} from '../escala.fixtures.ts';
import type { DiaColaborador } from '../escala.tipos.ts';
import { PainelEscalaDia } from './painel-escala-dia.tsx';

type Opcoes = {
  dia?: Partial<DiaColaborador>;
  acoes?: number[];
  limite?: number;
  post?: (req: RequisicaoFake) => RespostaFake;
  combo?: { id: number; nome: string }[];
  gestao?: Parameters<typeof gestaoFixture>[0];
};

const abrir = (data: string, opcoes: Opcoes = {}) => {
  const onClose = vi.fn();
  const api = instalarFakeFetch({
    'GET /api/escala/calendario/dia': (req) => {
      const d = req.url.searchParams.get('Data') ?? data;
      return envelope(diaColaborador(d, d === data ? opcoes.dia : {}));
    },
    'GET /api/escala/acao/disponivel': () =>
      disponiveis(opcoes.acoes ?? [1, 3, 5, 6, 7], opcoes.limite ?? 5),
    'POST /api/escala/acao':
      opcoes.post ?? (() => envelope(acaoFixture(), 'Alteração registrada.')),
    'GET /api/escala/escala/combo': () =>
      envelope({
        data: {
          items: opcoes.combo ?? [
            { id: 1, nome: 'Comercial 5x2' },
            { id: 2, nome: 'Loja 6x1' },
          ],
        },
      }),
    'GET /api/escala/gestao/1': () => envelope({ data: gestaoFixture(opcoes.gestao) }),
    'GET /api/escala/acao/55': () => envelope(acaoFixture({ status: 'Aprovada' })),
    'GET /api/escala/acao/56': () => envelope(acaoFixture({ id: 56, status: 'ParaAprovar' })),
    'PUT /api/escala/acao/status': (req) =>
      envelope(
        acaoFixture({ status: (req.body as { status: 'Removida' }).status }),
        'Alteração removida.',
      ),
  });
  renderComProviders(<PainelEscalaDia usuarioId={7} data={data} onClose={onClose} />);
  return { onClose, chamadas: api.chamadas };
};

const painel = () => screen.getByRole('dialog', { name: 'Escala no Dia' });
const postsDeAcao = (chamadas: RequisicaoFake[]) =>
  chamadas.filter((c) => c.method === 'POST' && c.url.pathname === '/api/escala/acao');

const escolherAcao = async (titulo: string) => {
  await userEvent.click(await within(painel()).findByRole('button', { name: 'ações' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: titulo }));
};

const escolherData = async (campo: string, dia: string) => {
  await userEvent.click(screen.getByRole('button', { name: `${campo}: abrir calendário` }));
  await userEvent.click(await screen.findByRole('button', { name: dia }));
  await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-10T12:00:00'));
});

// Fluxos de vários passos na tela: com a suíte inteira em paralelo passam dos 5 s padrão.
const LIMITE = { timeout: 20_000 };

describe("painel 'Escala no Dia'", LIMITE, () => {
  it('mostra colaborador, data, menu de ações, escala em vigor e alterações', async () => {
    const { onClose } = abrir('2026-11-10');
    const p = painel();
    expect(await within(p).findByText('Ana Silva Souza')).toBeInTheDocument();
    expect(within(p).getByText('Operador de caixa')).toBeInTheDocument();
    expect(within(p).getByText('Turno: 08:00–17:48 (5x2)')).toBeInTheDocument();
    expect(within(p).getByText('TER')).toBeInTheDocument();
    expect(within(p).getByText('10')).toBeInTheDocument();
    expect(within(p).getByText('10 de novembro de 2026, terça-feira')).toBeInTheDocument();
    const vigor = within(p).getByRole('region', { name: 'ESCALA EM VIGOR' });
    expect(within(vigor).getByText('Comercial 5x2 (08:00–17:48)')).toBeInTheDocument();
    for (const hora of ['08:00', '12:00', '13:00', '17:48'])
      expect(within(vigor).getByText(hora)).toBeInTheDocument();
    expect(within(p).getByRole('region', { name: 'ALTERAÇÕES DE ESCALA' })).toHaveTextContent(
      'Nenhuma alteração de escala nesta data.',
    );
    await userEvent.click(within(p).getByRole('button', { name: 'ações' }));
    const itens = await screen.findAllByRole('menuitem');
    expect(itens.map((i) => i.textContent)).toEqual([
      'Mudar Para Folga',
      'Alterar Entrada',
      'Compensação na Semana',
      'Compensação de Banco',
      'Alterar Escala',
    ]);
    await userEvent.click(within(p).getByRole('button', { name: 'Fechar painel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('sem vínculo na data, o cartão do colaborador não aparece e o menu fica vazio', async () => {
    abrir('2026-11-10', { dia: { empregado: false, naturezaDia: 'ForaDoContrato' }, acoes: [] });
    expect(
      await within(painel()).findByText('Nenhuma ação disponível para este dia.'),
    ).toBeInTheDocument();
    expect(within(painel()).queryByRole('region', { name: 'Colaborador' })).toBeNull();
    expect(within(painel()).getByRole('button', { name: 'ações' })).toBeDisabled();
  });

  it('1 Mudar Para Folga: duas etapas, limite de N dias e corpo com AlterarDiaDataFim', async () => {
    const { chamadas, onClose } = abrir('2026-11-10');
    await escolherAcao('Mudar Para Folga');
    const proximo = screen.getByRole('button', { name: 'Próximo' });
    expect(proximo).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Data inicial: abrir calendário' }));
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    await escolherData('Data inicial', '11 novembro 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByText('Passo 2 de 2: data final')).toBeInTheDocument();
    expect(screen.getByText('Limite de até 5 dias (até 15/11/2026)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Data final: abrir calendário' }));
    expect(screen.getByRole('button', { name: '16 novembro 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '10 novembro 2026' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '13 novembro 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Alteração registrada.')).toBeInTheDocument();
    expect(postsDeAcao(chamadas)[0]?.body).toStrictEqual({
      usuarioId: 7,
      data: '2026-11-11',
      tipoAcao: 'MudarParaFolga',
      AlterarDiaDataFim: '2026-11-13',
    });
    // O aviso de sucesso fecha sozinho em 2 s e leva o painel junto.
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });

  it("2 Mudar Para Trabalho: 'Limite de até 1 dia' e, com fim igual ao início, sem AlterarDiaDataFim", async () => {
    const { chamadas } = abrir('2026-11-14', { acoes: [2, 4, 7], limite: 1 });
    await escolherAcao('Mudar Para Trabalho');
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByText('Limite de até 1 dia (até 14/11/2026)')).toBeInTheDocument();
    await escolherData('Data final', '14 novembro 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Alteração registrada.');
    expect(postsDeAcao(chamadas)[0]?.body).toStrictEqual({
      usuarioId: 7,
      data: '2026-11-14',
      tipoAcao: 'MudarParaTrabalho',
    });
  });

  it('3 Alterar Entrada: exige o novo horário; sem mensagem do servidor mostra o texto do spec e reabilita após 1 s', async () => {
    const { chamadas } = abrir('2026-11-10', {
      post: () => ({ status: 503, body: { message: 'detalhe interno' } }),
    });
    await escolherAcao('Alterar Entrada');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByText('Informe o novo horário de entrada (HH:MM).')).toBeInTheDocument();
    expect(postsDeAcao(chamadas)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Novo horário de entrada/), '0930');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const modal = await screen.findByRole('dialog', { name: 'ESCALAS COM PROBLEMAS' });
    expect(within(modal).getByText('Erro ao Salvar Novo Horário')).toBeInTheDocument();
    expect(postsDeAcao(chamadas)[0]?.body).toStrictEqual({
      usuarioId: 7,
      data: '2026-11-10',
      novoHorario: '09:30',
    });
    await userEvent.click(within(modal).getByRole('button', { name: 'ENTENDI' }));
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled(), {
      timeout: 2000,
    });
  });

  it('4 Mover Folga Semanal: só dias de trabalho da semana podem ser escolhidos', async () => {
    const { chamadas } = abrir('2026-11-14', { acoes: [2, 4, 7] });
    await escolherAcao('Mover Folga Semanal');
    const grupo = await screen.findByRole('radiogroup', { name: /Nova folga semanal/ });
    expect(within(grupo).getByRole('radio', { name: /DOM 15\/11\/2026 — DSR/ })).toBeDisabled();
    expect(within(grupo).getByRole('radio', { name: /SAB 14\/11\/2026 — Folga/ })).toBeDisabled();
    expect(
      within(grupo)
        .getAllByRole('radio')
        .filter((r) => !(r as HTMLInputElement).disabled),
    ).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await userEvent.click(
      within(grupo).getByRole('radio', { name: /QUA 11\/11\/2026 — Trabalho 08:00–17:48/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Alteração registrada.');
    expect(postsDeAcao(chamadas)[0]?.body).toStrictEqual({
      usuarioId: 7,
      data: '2026-11-14',
      novaFolgaSemanal: '2026-11-11',
    });
  });

  it("5 Compensação na Semana: a recusa do servidor abre 'ESCALAS COM PROBLEMAS' com título, itens em caixa e rodapé", async () => {
    const { chamadas } = abrir('2026-11-10', {
      post: () =>
        erroServidor(
          400,
          'Não foi possível compensar:\nSEG 09/11: +2 h 12 min\nQUA 11/11: +2 h 12 min\nLimite de 2 h por dia (CLT art. 59).',
        ),
    });
    await escolherAcao('Compensação na Semana');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const modal = await screen.findByRole('dialog', { name: 'ESCALAS COM PROBLEMAS' });
    const alerta = within(modal).getByRole('alert');
    expect(alerta.firstElementChild).toHaveTextContent('Não foi possível compensar:');
    expect(within(alerta).getByText('SEG 09/11: +2 h 12 min')).toBeInTheDocument();
    expect(within(alerta).getByText('QUA 11/11: +2 h 12 min')).toBeInTheDocument();
    expect(alerta.lastElementChild).toHaveTextContent('Limite de 2 h por dia (CLT art. 59).');
    expect(postsDeAcao(chamadas)[0]?.body).toStrictEqual({ usuarioId: 7, data: '2026-11-10' });
    await userEvent.click(within(modal).getByRole('button', { name: 'ENTENDI' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'ESCALAS COM PROBLEMAS' })).toBeNull(),
    );
  });

  it('6 Compensação de Banco: dia todo envia 0; sem o dia todo, HH:MM vira minutos', async () => {
    const { chamadas } = abrir('2026-11-10');
    await escolherAcao('Compensação de Banco');
    await userEvent.click(screen.getByRole('radio', { name: 'Não' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      screen.getByText('Informe as horas a compensar (HH:MM, acima de 00:00).'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Horas a compensar/), '0130');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Alteração registrada.');
    expect(postsDeAcao(chamadas)[0]?.body).toStrictEqual({
      usuarioId: 7,
      data: '2026-11-10',
      tipoAcao: 'FolgaCompensarBancoHoras',
      folgaCompensarBancoHorasDiaTodo: false,
      folgaCompensarBancoHorasValor: 90,
    });
  });

  it('6 Compensação de Banco com o dia todo (Sim) envia 0 minutos', async () => {
    const { chamadas } = abrir('2026-11-10');
    await escolherAcao('Compensação de Banco');
    expect(screen.getByRole('radio', { name: 'Sim' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Alteração registrada.');
    expect(postsDeAcao(chamadas)[0]?.body).toMatchObject({
      folgaCompensarBancoHorasDiaTodo: true,
      folgaCompensarBancoHorasValor: 0,
    });
  });

  it('7 Alterar Escala sem escalas disponíveis mostra o texto do spec e não avança', async () => {
    abrir('2026-11-10', { combo: [{ id: 1, nome: 'Comercial 5x2' }] });
    await escolherAcao('Alterar Escala');
    expect(
      await screen.findByText('Não há escalas disponíveis para alteração'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  });

  it('7 Alterar Escala, data fim opcional: dica do prazo indeterminado e NovaEscalaDataFim nulo', async () => {
    const { chamadas } = abrir('2026-11-10');
    await escolherAcao('Alterar Escala');
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('combobox', { name: /Nova escala/ }));
    expect(screen.queryByRole('option', { name: 'Comercial 5x2' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Loja 6x1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(
      await screen.findByText('Deixe em branco para prazo indeterminado.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Alteração registrada.');
    expect(postsDeAcao(chamadas)[0]?.body).toStrictEqual({
      UsuarioId: 7,
      Data: '2026-11-10',
      NovaEscalaId: 2,
      NovaEscalaDataFim: null,
    });
  });

  it('7 Alterar Escala, MesmoDia: a data fim é o próprio dia e fica desabilitada', async () => {
    const { chamadas } = abrir('2026-11-10', { gestao: { alocacaoDataFim: 'MesmoDia' } });
    await escolherAcao('Alterar Escala');
    await userEvent.click(await screen.findByRole('combobox', { name: /Nova escala/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Loja 6x1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    const campo = await screen.findByRole('textbox', { name: 'Data final' });
    expect(campo).toBeDisabled();
    expect(campo).toHaveValue('10/11/2026');
    expect(screen.getByRole('button', { name: 'Data final: abrir calendário' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Alteração registrada.');
    expect(postsDeAcao(chamadas)[0]?.body).toMatchObject({ NovaEscalaDataFim: '2026-11-10' });
  });

  it('7 Alterar Escala, data fim obrigatória: Confirmar desabilitado até escolher a data (mínimo o dia)', async () => {
    const { chamadas } = abrir('2026-11-10', {
      gestao: { alocacaoDataFim: 'ObrigatorioDeterminarNaAlteracao' },
    });
    await escolherAcao('Alterar Escala');
    await userEvent.click(await screen.findByRole('combobox', { name: /Nova escala/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Loja 6x1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('button', { name: 'Confirmar' })).toBeDisabled();
    expect(screen.getByText('Informe a data final.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Data final: abrir calendário' }));
    expect(screen.getByRole('button', { name: '9 novembro 2026' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '30 novembro 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Alteração registrada.');
    expect(postsDeAcao(chamadas)[0]?.body).toMatchObject({ NovaEscalaDataFim: '2026-11-30' });
  });

  it('dia com alteração: qualquer nova ação é recusada com o texto exato do spec, sem enviar nada', async () => {
    const { chamadas } = abrir('2026-11-10', {
      dia: { alteracaoEscala: { tipoAcao: 'AlterarEntrada', acaoId: 55, status: 'Aprovada' } },
      acoes: [1, 8],
    });
    await escolherAcao('Mudar Para Folga');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Já existem alterações de escala para a data em questão. Para continuar, remova a ação existente.',
    );
    expect(screen.queryByText('Passo 1 de 2: data inicial')).toBeNull();
    expect(postsDeAcao(chamadas)).toHaveLength(0);
  });

  it('a recusa de duplicidade vinda do servidor (409) aparece no modal', async () => {
    const mensagem =
      'Já existem alterações de escala para a data em questão. Para continuar, remova a ação existente.';
    abrir('2026-11-10', { post: () => erroServidor(409, mensagem, 'ACAO_DUPLICADA') });
    await escolherAcao('Compensação na Semana');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const modal = await screen.findByRole('dialog', { name: 'ESCALAS COM PROBLEMAS' });
    expect(within(modal).getByText(mensagem)).toBeInTheDocument();
  });

  it('8 Visualizar Alteração: Aprovada mostra REMOVER, que pede confirmação e envia Removida', async () => {
    const { chamadas, onClose } = abrir('2026-11-10', {
      dia: { alteracaoEscala: { tipoAcao: 'MudarParaFolga', acaoId: 55, status: 'Aprovada' } },
      acoes: [8],
    });
    const alteracoes = await within(painel()).findByRole('region', {
      name: 'ALTERAÇÕES DE ESCALA',
    });
    expect(within(alteracoes).getByText('Mudar Para Folga')).toBeInTheDocument();
    expect(within(alteracoes).getByText('Aprovada')).toBeInTheDocument();
    await userEvent.click(within(alteracoes).getByRole('button', { name: 'ver detalhes' }));
    const detalhe = await screen.findByRole('table', { name: 'Detalhe da alteração' });
    expect(within(detalhe).getByRole('row', { name: 'Pedida por Marcos Vieira' })).toBeVisible();
    expect(within(detalhe).getByRole('row', { name: 'Decidida por Renata Dias' })).toBeVisible();
    expect(within(detalhe).getByRole('row', { name: 'Alterada por Renata Dias' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'REMOVER' }));
    const confirmacao = await screen.findByRole('dialog', { name: 'Remover alteração' });
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Alteração removida.')).toBeInTheDocument();
    const put = chamadas.find((c) => c.method === 'PUT');
    expect(put?.body).toStrictEqual({ id: 55, status: 'Removida' });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('8 Visualizar Alteração: ParaAprovar aparece na cor de aviso e não oferece REMOVER', async () => {
    abrir('2026-11-10', {
      dia: { alteracaoEscala: { tipoAcao: 'MudarParaFolga', acaoId: 56, status: 'ParaAprovar' } },
      acoes: [8],
    });
    await escolherAcao('Visualizar Alteração');
    const detalhe = await screen.findByRole('table', { name: 'Detalhe da alteração' });
    const status = within(detalhe).getByText('Para aprovar');
    expect(status.closest('[data-variant]')).toHaveStyle({
      '--badge-color': 'var(--mantine-color-yellow-light-color)',
    });
    expect(screen.queryByRole('button', { name: 'REMOVER' })).toBeNull();
  });
});
