import type { ColaboradorOpcoes, ColaboradorWire } from '@jornada/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch, type RespostaFake } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { ColaboradorForm } from './colaborador-form.tsx';

const envelope = <T,>(data: T, message: string | null = null): RespostaFake => ({
  body: { success: true, data, error: null, message },
});

const LIA: ColaboradorWire = {
  id: 21,
  nome: 'Lia Estagiária',
  cpf: '39053344705',
  email: 'lia@demo.jornada.dev',
  matricula: null,
  filialId: 1,
  filialNome: 'Matriz São Paulo',
  departamentoId: null,
  departamentoNome: null,
  cargoId: null,
  cargoNome: null,
  gestorId: null,
  gestorNome: null,
  admissao: '2026-03-02',
  demissao: null,
  pis: null,
  centroCustoId: 8,
  centroCustoNome: 'CC Comercial',
  tipoContrato: 'estagio',
  celular: '+5511987654321',
  situacao: 'ativo',
  cadastroConfirmado: true,
};

const OPCOES: ColaboradorOpcoes = {
  filiais: [{ id: 1, nome: 'Matriz São Paulo' }],
  departamentos: [],
  cargos: [],
  centrosCusto: [
    { id: 8, nome: 'CC Comercial' },
    { id: 9, nome: 'CC Fábrica' },
  ],
  gestores: [],
};

describe('colaborador: centro de custo, tipo de contrato e celular', { timeout: 120_000 }, () => {
  it('mostra os valores gravados, valida o celular e envia o que mudou', async () => {
    const { chamadas } = instalarFakeFetch({
      'PUT /api/main/colaboradores/21': (req) =>
        envelope({ ...LIA, ...(req.body as object) }, 'Colaborador alterado.'),
    });
    renderComProviders(<ColaboradorForm colaborador={LIA} opcoes={OPCOES} onFechar={() => {}} />);
    expect(screen.getByRole('combobox', { name: /^Centro de custo/ })).toHaveValue('CC Comercial');
    expect(screen.getByRole('combobox', { name: /^Tipo de contrato/ })).toHaveValue('Estágio');
    const celular = screen.getByLabelText(/^Celular/);
    expect(celular).toHaveValue('(11) 98765-4321');

    fireEvent.change(celular, { target: { value: '1187654321' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Celular: informe DDD e os 9 dígitos, como (11) 98765-4321.'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(celular, { target: { value: '21998761234' } });
    expect(celular).toHaveValue('(21) 99876-1234');
    await userEvent.click(screen.getByRole('combobox', { name: /^Centro de custo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'CC Fábrica' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Tipo de contrato/ }));
    const lista = await screen.findByRole('listbox');
    await userEvent.click(within(lista).getByRole('option', { name: 'Aprendiz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Colaborador alterado.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'PUT')?.body).toMatchObject({
      centroCustoId: 9,
      tipoContrato: 'aprendiz',
      celular: '(21) 99876-1234',
    });
  });
});
