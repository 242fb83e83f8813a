import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { B, convocacaoFixture, convocadoFixture, LIMITE, ok } from './intermitente.fixtures.ts';
import { IntermitentePage } from './intermitente-page.tsx';

const CADASTROS = {
  [`GET ${B}/RegrasConvocacao/por-status`]: () =>
    ok([
      {
        id: 1,
        nome: 'Intermitente padrão',
        antecedencia: 'dias-corridos',
        sabadoUtil: true,
        valorHora: 2500,
        verbas: {},
        arquivada: false,
        convocacoes: 1,
      },
    ]),
  [`GET ${B}/Contratantes/por-status`]: () =>
    ok([
      {
        id: 2,
        nome: 'Eventos Paulista Ltda',
        tipo: 'terceiro',
        cnpj: '33444555000181',
        responsavelId: null,
        arquivado: false,
        contratantesDepartamentos: [],
      },
    ]),
  [`GET ${B}/grupo`]: () =>
    ok([
      {
        grupoId: 3,
        nome: 'Equipe de eventos',
        descricao: null,
        contratanteId: 2,
        arquivado: false,
        usuarios: [{ id: 30, nome: 'Ana Intermitente' }],
      },
    ]),
  [`GET ${B}/LocaisTrabalho`]: () => ok([{ id: 1, nome: 'Matriz', cidade: 'São Paulo', uf: 'SP' }]),
  [`GET ${B}/Cargo`]: () => ok([{ id: 1, nome: 'Operador de caixa' }]),
  [`POST ${B}/Usuario/obter-usuarios-convocacao-alocacao`]: () => ok([]),
  [`GET ${B}/MotivosInterrupcoes/admin`]: () =>
    ok([{ id: 9, descricao: 'Evento cancelado pelo contratante', ativo: true }]),
};

const escolher = async (rotulo: string, opcao: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: rotulo }));
  await userEvent.click(await screen.findByRole('option', { name: opcao }));
};

describe('convocações do RH', () => {
  it('lista por situação com a contagem de respostas', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...CADASTROS,
      [`POST ${B}/Convocacao/listaRH`]: () =>
        ok({
          ativas: [convocacaoFixture()],
          emAndamento: [],
          encerradas: [
            convocacaoFixture({ id: 1, contratante: 'Loja Centro', status: 'encerradas' }),
          ],
        }),
    });
    renderComProviders(<IntermitentePage />);
    const tabela = await screen.findByRole('table');
    expect(within(tabela).getByText('Eventos Paulista Ltda')).toBeInTheDocument();
    expect(within(tabela).getByText('0 aceitaram, 1 aguardando, de 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Encerradas' }));
    expect(await screen.findByText('Loja Centro')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Em andamento' }));
    expect(await screen.findByText('Nenhuma convocação nesta situação')).toBeInTheDocument();
    await escolher('Filtrar por contratante', 'Eventos Paulista Ltda');
    await waitFor(() =>
      expect(
        chamadas.filter((c) => c.url.pathname.endsWith('/listaRH')).map((c) => c.body),
      ).toContainEqual({ contratanteId: 2 }),
    );
  });

  it('mostra ao lado da data o erro de antecedência do servidor', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...CADASTROS,
      [`POST ${B}/Convocacao/listaRH`]: () => ok({ ativas: [], emAndamento: [], encerradas: [] }),
      [`POST ${B}/Convocacao`]: () => ({
        status: 400,
        body: corpoErro400(
          'dataInicio: a convocação exige antecedência mínima de três dias corridos (CLT art. 452-A §1º); o início mais cedo possível é 19/11/2026 00:00.',
          'ANTECEDENCIA_INSUFICIENTE',
          'dataInicio',
        ),
      }),
    });
    renderComProviders(<IntermitentePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova convocação' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convocação' }));
    expect(await screen.findByText('Informe a regra de convocação.')).toBeInTheDocument();
    expect(screen.getByText('Escolha um grupo ou ao menos um intermitente.')).toBeInTheDocument();

    await escolher('Regra de convocação', 'Intermitente padrão');
    await escolher('Contratante', 'Eventos Paulista Ltda');
    await escolher('Grupo', 'Equipe de eventos');
    await userEvent.type(screen.getByRole('textbox', { name: 'Data de início' }), '17112026');
    await userEvent.type(screen.getByRole('textbox', { name: 'Data de fim' }), '17112026');
    await userEvent.type(screen.getByRole('textbox', { name: 'Entrada' }), '0800');
    await userEvent.type(screen.getByRole('textbox', { name: 'Saída' }), '1700');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convocação' }));
    expect(
      await screen.findByText(
        'A convocação exige antecedência mínima de três dias corridos (CLT art. 452-A §1º); o início mais cedo possível é 19/11/2026 00:00.',
      ),
    ).toBeInTheDocument();
    const envio = chamadas.find((c) => c.method === 'POST' && c.url.pathname === `${B}/Convocacao`);
    expect(envio?.body).toMatchObject({
      regraId: 1,
      contratanteId: 2,
      grupoId: 3,
      dataInicio: '2026-11-17',
      dataFim: '2026-11-17',
      horaEntrada: '08:00',
      horaSaida: '17:00',
      intervaloMinutos: 60,
    });
  });

  it('resumo e interrupção com motivo mostram a multa', LIMITE, async () => {
    let interrompida = false;
    const aceitou = convocadoFixture({ situacao: 'aceita', respostaEm: '2026-11-16T11:00' });
    const multado = convocadoFixture({
      situacao: 'interrompida',
      respostaEm: '2026-11-16T11:00',
      multa: { devidaPor: 'empregador', valor: 10000, prazo: '2026-12-16' },
    });
    const { chamadas } = instalarFakeFetch({
      ...CADASTROS,
      [`POST ${B}/Convocacao/listaRH`]: () =>
        ok({
          ativas: [
            convocacaoFixture({
              convocados: [interrompida ? multado : aceitou],
              interrompido: interrompida,
            }),
          ],
          emAndamento: [],
          encerradas: [],
        }),
      [`GET ${B}/Convocacao/resumo/7`]: () =>
        ok({
          colaboraresAcitaram: [interrompida ? multado : aceitou],
          colaboraresRecusaram: [],
          semResposta: [],
          interrompido: interrompida,
          interrupcao: null,
        }),
      [`POST ${B}/Convocacao/interromper`]: () => {
        interrompida = true;
        return ok(convocacaoFixture({ convocados: [multado], interrompido: true }));
      },
    });
    renderComProviders(<IntermitentePage />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Resumo da convocação 7 de Eventos Paulista Ltda',
      }),
    );
    const aceitaram = await screen.findByRole('region', { name: 'Aceitaram' });
    expect(within(aceitaram).getByText('Ana Intermitente')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Interromper' }));
    expect(await screen.findByText('Escolha o motivo da interrupção.')).toBeInTheDocument();
    await escolher('Motivo da interrupção', 'Evento cancelado pelo contratante');
    await userEvent.click(screen.getByRole('button', { name: 'Interromper' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Interromper convocação' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Interromper' }));
    expect(
      await screen.findByText('Convocação interrompida. Multa total devida: R$ 100,00.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(/multa de R\$\s100,00 até 16\/12\/2026/)).toBeInTheDocument(),
    );
    expect(chamadas.find((c) => c.url.pathname.endsWith('/interromper'))?.body).toEqual({
      convocacaoId: 7,
      motivoId: 9,
      observacao: null,
    });
  });
});
