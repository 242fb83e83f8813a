import type { AlocacaoWire, EscalaWire, TurnoWire } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch, type RequisicaoFake } from '../../../../test/fake-api.ts';
import { renderComProviders } from '../../../../test/render.tsx';
import { envelope, erroServidor, gestaoFixture } from '../escala.fixtures.ts';
import { EscalasAdminPage } from './escalas-admin-page.tsx';

const pagina = <T,>(items: T[]) =>
  envelope({ items, total: items.length, pageNumber: 1, pageSize: 25 });

const TURNO: TurnoWire = {
  id: 3,
  nome: 'Comercial 08:00–17:48',
  entrada: '08:00',
  saidaIntervalo: '12:00',
  voltaIntervalo: '13:00',
  segundoIntervalo: null,
  saida: '17:48',
  minutosTrabalho: 528,
  ativo: true,
};

const ESCALA: EscalaWire = {
  id: 1,
  codigo: 'COM-5X2',
  nome: 'Comercial 5x2',
  gestaoId: 1,
  condicaoTrabalhoId: null,
  minutosSemanaisContrato: null,
  excecaoAcordoColetivo: false,
  ativo: true,
  tipo: 'semanal',
  dias: {
    dom: { tipo: 'dsr' },
    seg: { tipo: 'trabalho', turnoId: 3 },
    ter: { tipo: 'trabalho', turnoId: 3 },
    qua: { tipo: 'trabalho', turnoId: 3 },
    qui: { tipo: 'trabalho', turnoId: 3 },
    sex: { tipo: 'trabalho', turnoId: 3 },
    sab: { tipo: 'folga' },
  },
};

const ALOCACAO: AlocacaoWire = {
  id: 4,
  usuarioId: 7,
  usuarioNome: 'Ana Silva Souza',
  escalaId: 1,
  escalaNome: 'Comercial 5x2',
  inicio: '2024-03-01',
  fim: null,
  inicioCiclo: null,
  ativo: true,
};

const combo = (items: { id: number; nome: string }[]) => () => envelope({ data: { items } });

const instalar = (
  extra: Record<string, (req: RequisicaoFake) => { status?: number; body?: unknown }> = {},
) =>
  instalarFakeFetch({
    'GET /api/escala/escala': () => pagina([ESCALA]),
    'GET /api/escala/turno': () => pagina([TURNO]),
    'GET /api/escala/gestao/combo': combo([{ id: 1, nome: 'Lojas' }]),
    'GET /api/escala/condicaotrabalho/combo': combo([{ id: 2, nome: 'Comércio' }]),
    'GET /api/escala/escala/combo': combo([{ id: 1, nome: 'Comercial 5x2' }]),
    'GET /api/escala/escala/padrao': () => envelope({ items: [] }),
    'GET /api/escala/gestao': () =>
      pagina([gestaoFixture({ escalas: [{ id: 1, nome: 'Comercial 5x2' }] })]),
    'GET /api/escala/alocacao': () => pagina([ALOCACAO]),
    'GET /api/escala/escala/em-uso': () =>
      envelope({ items: [{ id: 1, codigo: 'COM-5X2', nome: 'Comercial 5x2', colaboradores: 12 }] }),
    ...extra,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-10T12:00:00'));
});

// Fluxos de vários passos na tela: com a suíte inteira em paralelo passam dos 5 s padrão.
const LIMITE = { timeout: 20_000 };

describe('escalas e turnos (RH)', LIMITE, () => {
  it('lista as escalas e edita uma com a prévia do mês expandida do padrão', async () => {
    instalar();
    renderComProviders(<EscalasAdminPage />);
    const tabela = await screen.findByRole('table', { name: 'Lista de escalas' });
    expect(within(tabela).getByText('COM-5X2')).toBeInTheDocument();
    expect(within(tabela).getByText('Lojas')).toBeInTheDocument();
    await userEvent.click(within(tabela).getByRole('button', { name: 'Editar Comercial 5x2' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar escala' });
    const previa = await within(modal).findByRole('table', { name: 'Prévia da escala' });
    expect(
      within(previa).getByRole('cell', { name: '10/11/2026: Trabalho 08:00–17:48' }),
    ).toBeInTheDocument();
    expect(within(previa).getByRole('cell', { name: '15/11/2026: DSR' })).toBeInTheDocument();
    expect(within(previa).getByRole('cell', { name: '14/11/2026: Folga' })).toBeInTheDocument();
  });

  it("a validação CLT com problemas abre 'ESCALAS COM PROBLEMAS' com as linhas do servidor", async () => {
    const { chamadas } = instalar({
      'POST /api/escala/escala/valida': () =>
        envelope({
          valido: false,
          problemas: null,
          linhas: [
            'A escala COM-5X2 não respeita a CLT:',
            'Sem descanso semanal de 35 h (CLT art. 67).',
            'Ajuste os turnos e as folgas e salve a escala novamente.',
          ],
        }),
    });
    renderComProviders(<EscalasAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Comercial 5x2' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar escala' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Validar na CLT' }));
    const problemas = await screen.findByRole('dialog', { name: 'ESCALAS COM PROBLEMAS' });
    expect(within(problemas).getByText('A escala COM-5X2 não respeita a CLT:')).toBeInTheDocument();
    expect(
      within(problemas).getByText('Sem descanso semanal de 35 h (CLT art. 67).'),
    ).toBeInTheDocument();
    const corpo = chamadas.find((c) => c.url.pathname.endsWith('/valida'))?.body;
    expect(corpo).toMatchObject({ tipo: 'semanal', codigo: 'COM-5X2' });
    expect(corpo).not.toHaveProperty('id');
  });

  it('salvar uma escala recusada pela CLT (422) mostra o modal; válida, grava e fecha', async () => {
    let recusar = true;
    const { chamadas } = instalar({
      'PUT /api/escala/escala': () =>
        recusar
          ? erroServidor(
              422,
              'Problemas:\nJornada acima de 10 h.\nAjuste e salve.',
              'ESCALA_COM_PROBLEMAS',
            )
          : envelope(ESCALA, 'Escala alterada.'),
    });
    renderComProviders(<EscalasAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Comercial 5x2' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar escala' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    const problemas = await screen.findByRole('dialog', { name: 'ESCALAS COM PROBLEMAS' });
    expect(within(problemas).getByText('Jornada acima de 10 h.')).toBeInTheDocument();
    await userEvent.click(within(problemas).getByRole('button', { name: 'ENTENDI' }));
    recusar = false;
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Escala alterada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar escala' })).toBeNull());
    expect(chamadas.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({
      id: 1,
      codigo: 'COM-5X2',
    });
  });

  it('nova escala: o formulário nomeia o campo que falta', async () => {
    instalar();
    renderComProviders(<EscalasAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova escala' }));
    const modal = await screen.findByRole('dialog', { name: 'Nova escala' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Informe o código da escala.');
    await userEvent.type(within(modal).getByLabelText(/Código/), 'NOVA');
    await userEvent.type(within(modal).getByLabelText(/Nome da escala/), 'Nova escala');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Escolha o turno de SEG.');
  });

  it('gestões: edita o modo da data fim e a exigência de aprovação', async () => {
    const { chamadas } = instalar({
      'PUT /api/escala/gestao': () =>
        envelope(gestaoFixture({ exigirAprovacao: true }), 'Gestão alterada.'),
    });
    renderComProviders(<EscalasAdminPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Gestões' }));
    const tabela = await screen.findByRole('table', { name: 'Lista de gestões' });
    expect(
      within(tabela).getByText('Opcional (em branco = prazo indeterminado)'),
    ).toBeInTheDocument();
    await userEvent.click(within(tabela).getByRole('button', { name: 'Editar Lojas' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar gestão' });
    await userEvent.click(
      within(modal).getByRole('combobox', { name: 'Data fim da alteração de escala' }),
    );
    await userEvent.click(
      within(modal).getByRole('option', { name: 'Mesmo dia (só o próprio dia)' }),
    );
    await userEvent.click(
      within(modal).getByRole('switch', { name: 'Exigir aprovação das ações' }),
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Gestão alterada.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toStrictEqual({
      id: 1,
      nome: 'Lojas',
      alocacaoDataFim: 'MesmoDia',
      exigirAprovacao: true,
      alterarDiaTrabalhoDiasConsecutivos: 5,
      mostrarHorarioEscala: true,
    });
  });

  it('turnos: valida os horários e cria com HH:MM', async () => {
    const { chamadas } = instalar({
      'POST /api/escala/turno': () => envelope(TURNO, 'Turno criado.'),
    });
    renderComProviders(<EscalasAdminPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Turnos' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Novo turno' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo turno' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(within(modal).getByText('Informe o nome do turno.')).toBeInTheDocument();
    expect(within(modal).getByText('Informe a entrada (HH:MM).')).toBeInTheDocument();
    await userEvent.type(within(modal).getByLabelText(/Nome do turno/), 'Manhã');
    await userEvent.type(within(modal).getByLabelText(/^Entrada/), '0600');
    await userEvent.type(within(modal).getByLabelText(/^Saída\s*\*?$/), '1200');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Turno criado.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'POST')?.body).toStrictEqual({
      nome: 'Manhã',
      entrada: '06:00',
      saidaIntervalo: null,
      voltaIntervalo: null,
      segundoIntervalo: null,
      saida: '12:00',
    });
  });

  it('alocações: mostra o histórico e arquiva depois de confirmar', async () => {
    const { chamadas } = instalar({
      'GET /api/escala/alocacao/historico/4': () =>
        pagina([
          {
            id: 1,
            alocacaoId: 4,
            acao: 'criar',
            usuarioId: 1,
            usuarioNome: 'Paula RH',
            em: '2024-03-01T09:00:00-03:00',
            antes: null,
            depois: ALOCACAO,
          },
        ]),
      'PUT /api/escala/alocacao/status': () =>
        envelope({ ...ALOCACAO, ativo: false }, 'Alocação arquivada.'),
    });
    renderComProviders(<EscalasAdminPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Alocações' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Histórico da alocação de Ana Silva Souza' }),
    );
    const historico = await screen.findByRole('table', { name: 'Histórico da alocação' });
    expect(within(historico).getByText('Criada')).toBeInTheDocument();
    expect(
      within(historico).getByText('Comercial 5x2, 01/03/2024 a indeterminado'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Fechar' })[0]!);
    await userEvent.click(
      screen.getByRole('button', { name: 'Arquivar a alocação de Ana Silva Souza' }),
    );
    const confirmar = await screen.findByRole('dialog', {
      name: 'Arquivar a alocação de Ana Silva Souza',
    });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Arquivar' }));
    expect(await screen.findByText('Alocação arquivada.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.url.pathname.endsWith('/alocacao/status'))?.body).toStrictEqual({
      id: 4,
      ativo: false,
    });
  });

  it('escalas em uso: quantos colaboradores cada escala tem', async () => {
    instalar();
    renderComProviders(<EscalasAdminPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Escalas em uso' }));
    const tabela = await screen.findByRole('table', { name: 'Escalas em uso' });
    expect(within(tabela).getByText('12')).toBeInTheDocument();
  });
});
