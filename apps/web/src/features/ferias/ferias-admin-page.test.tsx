import type { PreviaColetivas } from '@jornada/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { loginRespostaFixture, usuarioFixture } from '../../../test/fixtures.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { entrarComo } from '../../../test/render-app.tsx';
import { LIMITE, ok, solicitacaoFixture } from './ferias.fixtures.ts';
import { FeriasAdminPage } from './ferias-admin-page.tsx';

const filtro = (data: unknown) => ({
  body: { success: true, data, error: null, message: null },
});
const DEPARTAMENTOS = [{ id: 3, nome: 'Administrativo', detalhe: null }];
const ana = {
  ...solicitacaoFixture({ id: 11, usuarioId: 21, colaboradorNome: 'Ana Souza' }),
  departamento: 'Administrativo',
};

const PREVIA: PreviaColetivas = {
  inicio: '2026-12-21',
  fim: '2026-12-30',
  dias: 10,
  avisoEm: '2026-11-16',
  grupo: 'Administrativo',
  afetados: 1,
  excluidos: 1,
  pagina: 1,
  paginas: 1,
  colaboradores: [
    {
      usuarioId: 21,
      nome: 'Ana Souza',
      admissao: '2026-05-15',
      situacao: 'Proporcional',
      periodoAquisitivo: '2026-05-15',
      saldoAntes: 17,
      saldoDepois: 7,
      novoPeriodoAquisitivo: '2026-12-21',
      motivo: null,
    },
    {
      usuarioId: 22,
      nome: 'Bruno Lima',
      admissao: null,
      situacao: 'Excluido',
      periodoAquisitivo: null,
      saldoAntes: 0,
      saldoDepois: 0,
      novoPeriodoAquisitivo: null,
      motivo: 'Sem data de admissão no cadastro.',
    },
  ],
};

const rotas = () =>
  instalarFakeFetch({
    'GET /api/base/filter/departamentos': () => filtro(DEPARTAMENTOS),
    'GET /api/main/CarregarLancamentosPaginados': (req) =>
      ok({
        items:
          req.url.searchParams.get('departamentoId') === '3'
            ? [ana]
            : [ana, ana].map((a, i) => ({ ...a, id: 11 + i })),
        total: 30,
        pageNumber: Number(req.url.searchParams.get('pageNumber')),
        pageSize: 25,
      }),
    'POST /api/main/AlterarStatusLancamento': () => ok(ana, 'Lançamento aprovado.'),
    'POST /api/main/FeriasColetivas/previa': () => ok(PREVIA),
    'POST /api/main/FeriasColetivas': () => ok({ ...PREVIA, id: 1 }),
  });

afterEach(() => localStorage.clear());

const renderizar = () => {
  entrarComo(loginRespostaFixture({ Usuario: usuarioFixture({ Id: 9 }) }));
  return renderComProviders(<FeriasAdminPage />);
};

describe('férias e solicitações do RH', () => {
  it(
    'lista as solicitações de todos com filtro de departamento, páginas do servidor e aprovação',
    LIMITE,
    async () => {
      const { chamadas } = rotas();
      renderizar();
      const tabela = await screen.findByRole('table', { name: 'Solicitações' });
      expect(within(tabela).getAllByText('Ana Souza')).toHaveLength(2);
      expect(screen.getByText('30 solicitações')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
      await waitFor(() =>
        expect(chamadas.some((c) => c.url.searchParams.get('pageNumber') === '2')).toBe(true),
      );
      await userEvent.click(screen.getByRole('combobox', { name: /^Departamento/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Administrativo' }));
      await waitFor(() =>
        expect(
          within(screen.getByRole('table', { name: 'Solicitações' })).getAllByText('Ana Souza'),
        ).toHaveLength(1),
      );
      const ultima = chamadas
        .filter((c) => c.url.pathname.endsWith('/CarregarLancamentosPaginados'))
        .at(-1);
      expect(ultima?.url.searchParams.get('pageNumber')).toBe('1');
      expect(ultima?.url.searchParams.get('status')).toBe('Pendente');
      await userEvent.click(screen.getByRole('button', { name: /^Aprovar: Férias/ }));
      const dialogo = await screen.findByRole('dialog', { name: 'Aprovar pedido' });
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Aprovar' }));
      expect(await screen.findByText('Lançamento aprovado.')).toBeInTheDocument();
    },
  );

  it('férias coletivas: valida os campos, mostra quem é atingido e confirma', LIMITE, async () => {
    const { chamadas } = rotas();
    renderizar();
    await userEvent.click(screen.getByRole('tab', { name: 'Férias coletivas' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ver quem é atingido' }));
    expect(await screen.findByText('Escolha o departamento.')).toBeInTheDocument();
    expect(screen.getByText('Informe o início das férias coletivas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Departamento/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrativo' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Início' }), '21/12/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ver quem é atingido' }));
    const previa = await screen.findByRole('region', { name: 'Prévia das férias coletivas' });
    expect(
      within(previa).getByText(
        '1 colaboradores atingidos, 1 de fora. Aviso aos empregados em 16/11/2026.',
      ),
    ).toBeInTheDocument();
    expect(
      within(previa).getByText('Novo período aquisitivo a partir de 21/12/2026.'),
    ).toBeInTheDocument();
    expect(within(previa).getByText('Sem data de admissão no cadastro.')).toBeInTheDocument();
    const enviado = chamadas.find((c) => c.url.pathname.endsWith('/FeriasColetivas/previa'));
    expect(enviado?.body).toEqual({ departamentoId: 3, inicio: '2026-12-21', dias: 10, pagina: 1 });
    await userEvent.click(within(previa).getByRole('button', { name: 'Marcar férias coletivas' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Marcar férias coletivas' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Marcar' }));
    expect(
      await screen.findByText('Férias coletivas marcadas para 1 colaboradores.'),
    ).toBeInTheDocument();
  });
});
