import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { instalarFakeFetch, type RespostaFake } from '../../../../test/fake-api.ts';
import { renderComProviders } from '../../../../test/render.tsx';
import { diaColaborador, disponivel, envelope } from '../escala.fixtures.ts';
import { PainelEscalaDia } from './painel-escala-dia.tsx';

const FOLGA_BANCO = { ...disponivel(9), titulo: 'Folga do Banco de Folgas' };

const abrir = (resposta: () => RespostaFake) => {
  const onClose = vi.fn();
  const api = instalarFakeFetch({
    'GET /api/escala/calendario/dia': () => envelope(diaColaborador('2026-11-11')),
    'GET /api/escala/acao/disponivel': () =>
      envelope({
        data: { items: [1, 3, 5, 6, 7].map((id) => disponivel(id)).concat(FOLGA_BANCO) },
      }),
    'POST /api/banco-folgas/folgas': resposta,
  });
  renderComProviders(<PainelEscalaDia usuarioId={7} data="2026-11-11" onClose={onClose} />);
  return { onClose, chamadas: api.chamadas };
};

const escolher = async () => {
  const painel = screen.getByRole('dialog', { name: 'Escala no Dia' });
  await userEvent.click(await within(painel).findByRole('button', { name: 'ações' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Folga do Banco de Folgas' }));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-10T12:00:00'));
});

const LIMITE = { timeout: 20_000 };

describe("painel 'Escala no Dia': 9 Folga do Banco de Folgas", LIMITE, () => {
  it('confirma a folga: debita o banco de folgas e fecha com o aviso de sucesso', async () => {
    const { chamadas, onClose } = abrir(() =>
      envelope({
        id: 3,
        usuarioId: 7,
        tipo: 'debito',
        origem: 'folga',
        data: '2026-11-11',
        validade: null,
        dias: -1,
        motivo: 'Folga do banco de folgas',
        estornoDe: null,
        estornado: false,
        autorNome: 'Marcos Vieira',
        criadoEm: '2026-11-10T15:00:00.000Z',
      }),
    );
    await escolher();
    const sub = screen.getByRole('region', { name: 'Folga do Banco de Folgas' });
    expect(sub).toHaveTextContent(
      '11/11/2026 passa a ser folga de Ana Silva Souza, com um dia debitado do banco de folgas',
    );
    await userEvent.click(within(sub).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Folga do banco de folgas registrada.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'POST')?.body).toStrictEqual({
      usuarioId: 7,
      data: '2026-11-11',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });

  it("sem saldo no dia, a recusa do servidor abre 'ESCALAS COM PROBLEMAS'", async () => {
    const mensagem =
      'Saldo do banco de folgas insuficiente: não há dia de folga válido em 11/11/2026.';
    abrir(() => ({
      status: 409,
      body: { success: false, data: null, error: mensagem, message: mensagem },
    }));
    await escolher();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const modal = await screen.findByRole('dialog', { name: 'ESCALAS COM PROBLEMAS' });
    expect(within(modal).getByText(mensagem)).toBeInTheDocument();
  });
});
