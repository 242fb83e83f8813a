import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import {
  alocacaoFixture,
  entrarComoRh,
  falhaSemMensagem,
  LIMITE,
  ok,
  painelFixture,
  ROTA_RH,
  regraFixture,
  rotaPessoas,
} from './sobreaviso.fixtures.ts';

const mes = dayjs().startOf('month');
const dia10 = mes.add(9, 'day').format('YYYY-MM-DD');
const dia11 = mes.add(10, 'day').format('YYYY-MM-DD');

const abrirAlocacoes = async (salvar = () => ok(alocacaoFixture())) => {
  const fake = instalarFakeFetch({
    ...rotaPessoas,
    'GET /api/sobreaviso/dashboardAprovacoes': () => ok(painelFixture()),
    'GET /api/sobreaviso/regra': () =>
      ok([regraFixture(), regraFixture({ id: 4, nome: 'Prontidão antiga', ativo: false })]),
    'GET /api/sobreaviso/alocacao': () =>
      ok([
        alocacaoFixture({
          escalas: [{ inicio: `${dia10}T19:00`, fim: `${dia11}T07:00` }],
        }),
      ]),
    'POST /api/sobreaviso/alocacao': salvar,
    'PUT /api/sobreaviso/alocacao/5': salvar,
  });
  entrarComoRh();
  renderApp(`/#${ROTA_RH}`);
  await userEvent.click(await screen.findByRole('tab', { name: 'Alocações' }));
  return fake;
};

const digitar = async (rotulo: RegExp, valor: string) => {
  const campo = screen.getByRole('textbox', { name: rotulo });
  await userEvent.clear(campo);
  await userEvent.type(campo, valor);
};

describe('escala de sobreaviso (alocações)', () => {
  it('lista as escalas e mostra o mês no calendário', LIMITE, async () => {
    await abrirAlocacoes();
    const tabela = await screen.findByRole('table', { name: 'Escalas de sobreaviso' });
    expect(within(tabela).getByText('SEG, QUA, 19:00 às 07:00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Calendário do mês' }));
    const extenso = mes.format('MMMM [de] YYYY');
    const nome = `${extenso.charAt(0).toUpperCase()}${extenso.slice(1)}`;
    const calendario = await screen.findByRole('table', { name: `Escala de ${nome}` });
    expect(
      within(calendario).getByLabelText(
        `Maria da Silva, ${dayjs(dia10).format('DD/MM/YYYY')}: 19:00 às 07:00 (Plantão de manutenção)`,
      ),
    ).toBeInTheDocument();
  });

  it('cria uma escala semanal com as regras ativas', LIMITE, async () => {
    const { chamadas } = await abrirAlocacoes();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova escala' }));
    const form = await screen.findByRole('form', { name: 'Nova escala' });
    await userEvent.click(within(form).getByRole('combobox', { name: /^Colaborador/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bruno Lima' }));
    await userEvent.click(within(form).getByRole('combobox', { name: /^Regra/ }));
    expect(screen.queryByRole('option', { name: 'Prontidão antiga' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Plantão de manutenção' }));
    await digitar(/^Data de início/, '01122026');
    await digitar(/^Data de fim/, '31122026');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Sábado' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Domingo' }));
    await digitar(/^Hora de início/, '0800');
    await digitar(/^Hora de fim/, '2000');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Escala de sobreaviso criada.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      usuarioId: 8,
      regraId: 3,
      dataInicio: '2026-12-01',
      dataFim: '2026-12-31',
      diasSemana: [0, 6],
      horaInicio: '08:00',
      horaFim: '20:00',
      observacao: null,
    });
  });

  it('a falha ao salvar mostra um texto genérico', LIMITE, async () => {
    await abrirAlocacoes(() => falhaSemMensagem(400));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Alterar escala de Maria da Silva' }),
    );
    const form = await screen.findByRole('form', { name: 'Alterar escala' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar. Confira os dados e tente novamente.',
    );
  });
});
