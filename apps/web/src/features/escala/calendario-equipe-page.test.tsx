import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { corpoErro400, instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { item, loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';
import { CalendarioEquipePage } from './calendario-equipe-page.tsx';
import {
  diaColaborador,
  diaEquipe,
  disponiveis,
  envelope,
  equipe,
  linhaEquipe,
} from './escala.fixtures.ts';

const DEPARTAMENTOS = envelope([
  { id: 1, nome: 'Loja Centro', detalhe: null },
  { id: 2, nome: 'Centro de Distribuição', detalhe: null },
]);
const COMBO = envelope({ data: { items: [{ id: 1, nome: 'Comercial 5x2' }] } });

/** API falsa do calendário: `linhas(pageNumber, pageSize, req)` decide cada página. */
const instalar = (
  responder: (
    req: RequisicaoFake,
  ) => ReturnType<typeof envelope> | { status: number; body: unknown },
) =>
  instalarFakeFetch({
    'GET /api/escala/calendario/equipe': responder,
    'GET /api/base/filter/departamentos': () => DEPARTAMENTOS,
    'GET /api/escala/escala/combo': () => COMBO,
    'GET /api/escala/calendario/dia': (req) =>
      envelope(diaColaborador(req.url.searchParams.get('Data') ?? '2026-11-10')),
    'GET /api/escala/acao/disponivel': () => disponiveis([1, 3, 5, 6, 7]),
  });

const ano = (req: RequisicaoFake) => Number(req.url.searchParams.get('Ano'));
const mes = (req: RequisicaoFake) => Number(req.url.searchParams.get('Mes'));

const equipeSimples = (req: RequisicaoFake) =>
  envelope(
    equipe(ano(req), mes(req), [
      linhaEquipe(7, 'Ana Silva Souza', ano(req), mes(req)),
      linhaEquipe(8, 'Bruno Lima', ano(req), mes(req)),
    ]),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-10T12:00:00'));
});

// Fluxos de vários passos na tela: com a suíte inteira em paralelo passam dos 5 s padrão.
const LIMITE = { timeout: 20_000 };

describe('calendário da equipe', LIMITE, () => {
  it('abre pela rota do gestor e mostra colaboradores × dias do mês', async () => {
    instalar(equipeSimples);
    entrarComo(
      loginRespostaFixture({
        Usuario: usuarioFixture({
          Configuracao: { UsarMenuGestor: true, HabilitarMarcacaoPelaWeb: false },
        }),
        MenuGestores: [
          item('/dashboard/gestor', 'Equipe', [
            item('/dashboard/gestor/calendario-equipe', 'Calendário da equipe'),
          ]),
        ],
      }),
    );
    renderApp('/#/dashboard/gestor/calendario-equipe');
    expect(
      await screen.findByRole('heading', { name: 'Calendário da equipe' }),
    ).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: 'Calendário da equipe' });
    expect(within(tabela).getByRole('rowheader', { name: /Ana Silva Souza/ })).toBeInTheDocument();
    expect(
      within(tabela).getByRole('columnheader', { name: 'TER 10/11/2026' }),
    ).toBeInTheDocument();
    expect(
      within(tabela).getByRole('button', {
        name: 'Ana Silva Souza, 10/11/2026: Trabalho, 08:00 17:48',
      }),
    ).toBeInTheDocument();
    expect(
      within(tabela).getByRole('button', { name: 'Bruno Lima, 08/11/2026: DSR' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Novembro de 2026')).toBeInTheDocument();
    expect(screen.getByText('2 colaboradores')).toBeInTheDocument();
  });

  it('marca feriados, etiquetas e alterações no nome acessível do dia e na legenda', async () => {
    instalar((req) => {
      const linha = linhaEquipe(7, 'Ana Silva Souza', 2026, 11);
      linha.dias[1] = diaEquipe(7, '2026-11-02', { feriado: 'Finados', tags: ['feriados'] });
      linha.dias[9] = diaEquipe(7, '2026-11-10', {
        tags: ['folgasBancoHoras'],
        alteracaoEscala: { tipoAcao: 'FolgaCompensarBancoHoras', acaoId: 3, status: 'ParaAprovar' },
      });
      return envelope(equipe(ano(req), mes(req), [linha]));
    });
    renderComProviders(<CalendarioEquipePage />);
    expect(
      await screen.findByRole('button', {
        name: /02\/11\/2026: Trabalho, 08:00 17:48, feriado Finados/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: /10\/11\/2026: Trabalho, 08:00 17:48, banco de horas, alteração Compensação de Banco \(Para aprovar\)/,
      }),
    ).toBeInTheDocument();
    const legenda = screen.getByRole('region', { name: 'Legenda' });
    for (const texto of [
      'Trabalho',
      'Folga',
      'Feriado',
      'Folga compensada',
      'Banco de horas',
      'Ausência',
      'Para aprovar',
    ]) {
      expect(within(legenda).getByText(texto)).toBeInTheDocument();
    }
  });

  it('virtualiza: com 500 colaboradores só as linhas visíveis vão para a tela, e a rolagem carrega o resto', async () => {
    const paginas: number[] = [];
    instalar((req) => {
      const pageNumber = Number(req.url.searchParams.get('pageNumber'));
      const pageSize = Number(req.url.searchParams.get('pageSize'));
      paginas.push(pageNumber);
      const linhas = Array.from({ length: pageSize }, (_, i) => {
        const n = (pageNumber - 1) * pageSize + i + 1;
        return linhaEquipe(n, `Colaborador ${String(n).padStart(3, '0')}`, 2026, 11);
      });
      return envelope(equipe(2026, 11, linhas, { total: 500, pageNumber, pageSize }));
    });
    renderComProviders(<CalendarioEquipePage />);
    const tabela = await screen.findByRole('table', { name: 'Calendário da equipe' });
    expect(tabela).toHaveAttribute('aria-rowcount', '501');
    const linhas = within(tabela).getAllByRole('rowheader');
    expect(linhas.length).toBeGreaterThan(5);
    expect(linhas.length).toBeLessThan(40);
    expect(within(tabela).getAllByRole('button').length).toBeLessThan(40 * 31);
    expect(paginas).toEqual([1]);

    const rolagem = tabela.parentElement as HTMLElement;
    fireEvent.scroll(rolagem, { target: { scrollTop: 420 * 48 } });
    expect(await screen.findByRole('rowheader', { name: /Colaborador 421/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Colaborador 001/ })).toBeNull();
    expect(paginas).toEqual([1, 2, 3, 4, 5]);
  });

  it('navega por mês: de janeiro volta a dezembro do ano anterior e avança de volta', async () => {
    vi.setSystemTime(new Date('2026-01-15T12:00:00'));
    const { chamadas } = instalar(equipeSimples);
    renderComProviders(<CalendarioEquipePage />);
    await screen.findByRole('table', { name: 'Calendário da equipe' });
    expect(screen.getByText('Janeiro de 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(await screen.findByText('Dezembro de 2025')).toBeInTheDocument();
    await screen.findByRole('columnheader', { name: 'QUA 31/12/2025' });
    const pedidos = chamadas.filter((c) => c.url.pathname.endsWith('/calendario/equipe'));
    expect(pedidos.at(-1)?.url.searchParams.get('Ano')).toBe('2025');
    expect(pedidos.at(-1)?.url.searchParams.get('Mes')).toBe('12');
    await userEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await userEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(await screen.findByText('Fevereiro de 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mês atual' }));
    expect(await screen.findByText('Janeiro de 2026')).toBeInTheDocument();
  });

  it('busca por nome só a partir de 3 letras, carregando até 5000', async () => {
    const { chamadas } = instalar(equipeSimples);
    renderComProviders(<CalendarioEquipePage />);
    await screen.findByRole('table', { name: 'Calendário da equipe' });
    const busca = screen.getByRole('searchbox', { name: 'Buscar colaborador' });
    await userEvent.type(busca, 'An');
    expect(screen.getByText('Digite ao menos 3 letras para buscar.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(chamadas.some((c) => c.url.searchParams.has('search'))).toBe(false);
    await userEvent.type(busca, 'a');
    await waitFor(() =>
      expect(chamadas.some((c) => c.url.searchParams.get('search') === 'Ana')).toBe(true),
    );
    const comBusca = chamadas.find((c) => c.url.searchParams.get('search') === 'Ana');
    expect(comBusca?.url.searchParams.get('pageSize')).toBe('5000');
  });

  it('filtra por departamento e por grupo (escala)', async () => {
    const { chamadas } = instalar(equipeSimples);
    renderComProviders(<CalendarioEquipePage />);
    await screen.findByRole('table', { name: 'Calendário da equipe' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Departamento' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Centro de Distribuição' }));
    await waitFor(() =>
      expect(chamadas.some((c) => c.url.searchParams.get('departamentoId') === '2')).toBe(true),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Grupo (escala)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Comercial 5x2' }));
    await waitFor(() =>
      expect(chamadas.some((c) => c.url.searchParams.get('grupo') === '1')).toBe(true),
    );
  });

  it('mostra o estado vazio quando o filtro não encontra ninguém', async () => {
    instalar((req) => envelope(equipe(ano(req), mes(req), [])));
    renderComProviders(<CalendarioEquipePage />);
    expect(await screen.findByText('Nenhum colaborador encontrado')).toBeInTheDocument();
    expect(screen.getByText('Sua equipe não tem colaboradores neste mês.')).toBeInTheDocument();
  });

  it('mostra o erro com a mensagem do servidor e tenta de novo', async () => {
    let falhar = true;
    instalar((req) =>
      falhar
        ? {
            status: 403,
            body: corpoErro400('Você não tem permissão para esta operação.', 'SEM_PERMISSAO'),
          }
        : equipeSimples(req),
    );
    renderComProviders(<CalendarioEquipePage />);
    expect(
      await screen.findByText('Não foi possível carregar o calendário da equipe'),
    ).toBeInTheDocument();
    expect(screen.getByText('Você não tem permissão para esta operação.')).toBeInTheDocument();
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Calendário da equipe' })).toBeInTheDocument();
  });

  it("clicar num dia abre o painel 'Escala no Dia' daquele colaborador e data", async () => {
    const { chamadas } = instalar(equipeSimples);
    renderComProviders(<CalendarioEquipePage />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Ana Silva Souza, 10/11/2026: Trabalho, 08:00 17:48',
      }),
    );
    const painel = await screen.findByRole('dialog', { name: 'Escala no Dia' });
    expect(
      await within(painel).findByText('10 de novembro de 2026, terça-feira'),
    ).toBeInTheDocument();
    const dia = chamadas.find((c) => c.url.pathname.endsWith('/calendario/dia'));
    expect(dia?.url.searchParams.get('UsuarioId')).toBe('7');
    expect(dia?.url.searchParams.get('Data')).toBe('2026-11-10');
    await userEvent.click(within(painel).getByRole('button', { name: 'Fechar painel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escala no Dia' })).toBeNull());
  });
});
