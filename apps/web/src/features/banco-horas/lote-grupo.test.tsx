import type { AtribuicaoLote } from '@jornada/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// A página carrega antes do teste (o painel a importa sob demanda; sob carga passa de 5 s).
import './banco-horas-admin-page.tsx';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { abrirBanco, B, LIMITE, ok, rotasDoBanco } from './banco-horas.fixtures.ts';

const previa = (confirmada: boolean): AtribuicaoLote => ({
  confirmada,
  total: 2,
  conflitos: 1,
  pagina: 1,
  porPagina: 25,
  pessoas: [
    { usuarioId: 7, nome: 'Paula Andrade', conflito: null },
    {
      usuarioId: 8,
      nome: 'João Souza',
      conflito: { bancoHoraId: 1, vigenciaInicio: '2026-01-01', vigenciaFim: null },
    },
  ],
  incluidos: confirmada ? 1 : 0,
});

describe('atribuição em lote por grupo (RH)', () => {
  it('escolhe o grupo, vê quem entra e inclui com grupoId', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      'GET /api/base/filter/departamentos': () => ok([{ id: 3, nome: 'Vendas', detalhe: null }]),
      'GET /api/base/filter/grupos': () =>
        ok([{ id: 9, nome: 'Brigada de incêndio', detalhe: null }]),
      'GET /api/banco-horas/api/v1/bancoHora/rescisao/pendentes': () =>
        ok({ items: [], total: 0, pagina: 1, porPagina: 25 }),
      'POST /api/banco-horas/api/v1/bancoHora/colaborador/lote/previa': () => ok(previa(false)),
      'POST /api/banco-horas/api/v1/bancoHora/colaborador/lote': () => ok(previa(true)),
    });
    await abrirBanco('Operações em lote');
    await userEvent.click(await screen.findByRole('radio', { name: 'Grupo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ver quem entra' }));
    expect(screen.getByText('Grupo: escolha um.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Grupo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Brigada de incêndio' }));
    await userEvent.click(screen.getByRole('button', { name: /Vigência a partir de/ }));
    await userEvent.click(await screen.findByRole('button', { name: '16 novembro 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ver quem entra' }));
    const tabela = await screen.findByRole('table', { name: 'Quem entra no banco' });
    expect(within(tabela).getByText('Paula Andrade').closest('tr')).toHaveTextContent(
      'Entra no banco',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Incluir 1 colaborador(es)' }));
    expect(await screen.findByText('1 colaborador(es) incluído(s) no banco.')).toBeInTheDocument();
    const lote = chamadas.filter(
      (c) => c.method === 'POST' && c.url.pathname === `${B}/bancoHora/colaborador/lote`,
    );
    expect(lote.map((c) => c.body)).toEqual([
      expect.objectContaining({ bancoHoraId: 1, grupoId: 9, vigenciaInicio: '2026-11-16' }),
    ]);
  });
});
