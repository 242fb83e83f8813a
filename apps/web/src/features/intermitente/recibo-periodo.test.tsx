import type { ReciboConvocacao } from '@jornada/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { ConvocacaoResumo } from './convocacao-resumo.tsx';
import {
  B,
  convocacaoFixture,
  convocadoFixture,
  LIMITE,
  minhaFixture,
  ok,
} from './intermitente.fixtures.ts';
import { MinhasConvocacoesPage } from './minhas-convocacoes-page.tsx';

// Sábado 21/11/2026, 10:00–18:00 com 1 h de intervalo, a R$ 25,00 a hora: Ana trabalhou 8h30
// pelo espelho (1h30 de extras a 50 %).
const RECIBO: ReciboConvocacao = {
  convocacaoId: 7,
  contratante: 'Eventos Paulista Ltda',
  dataInicio: '2026-11-21',
  dataFim: '2026-11-21',
  valorHora: 2500,
  recibos: [
    {
      usuarioId: 30,
      nome: 'Ana Intermitente',
      minutosPrevistos: 420,
      minutosTrabalhados: 510,
      completo: true,
      linhas: [
        {
          parcela: 'remuneracao',
          descricao: 'Remuneração das horas trabalhadas',
          base: 2500,
          valor: 21250,
          fundamento: 'CLT art. 452-A §6º I',
        },
        {
          parcela: 'adicional',
          descricao: 'Horas extras (50 %)',
          base: 3750,
          valor: 1875,
          fundamento: 'CLT art. 452-A §6º V',
        },
        {
          parcela: 'dsr',
          descricao: 'Descanso semanal remunerado',
          base: 23125,
          valor: 3854,
          fundamento: 'CLT art. 452-A §6º IV; Lei 605/49',
        },
      ],
      total: 26979,
    },
  ],
};

const ACEITOU = convocadoFixture({ situacao: 'aceita', respostaEm: '2026-11-16T11:00' });
const ENCERRADA = convocacaoFixture({
  dataInicio: '2026-11-21',
  dataFim: '2026-11-21',
  status: 'encerradas',
  convocados: [ACEITOU],
});
const resumoCom = (aceitou = ACEITOU) =>
  ok({
    colaboraresAcitaram: [aceitou],
    colaboraresRecusaram: [],
    semResposta: [],
    interrompido: false,
    interrupcao: null,
  });

describe('recibo do período e não comparecimento (art. 452-A)', () => {
  it(
    'o RH vê o recibo de cada convocado, parcela por parcela, pelas horas do espelho',
    LIMITE,
    async () => {
      instalarFakeFetch({
        [`GET ${B}/Convocacao/resumo/7`]: () => resumoCom(),
        [`GET ${B}/MotivosInterrupcoes/admin`]: () => ok([]),
        [`GET ${B}/Convocacao/recibo/7`]: () => ok(RECIBO),
      });
      renderComProviders(<ConvocacaoResumo convocacao={ENCERRADA} />);
      const tabela = await screen.findByRole('table', { name: 'Recibo de Ana Intermitente' });
      const linhas = within(tabela).getAllByRole('row');
      expect(linhas[1]).toHaveTextContent('Remuneração das horas trabalhadas');
      expect(linhas[1]).toHaveTextContent(/R\$\s212,50/);
      expect(linhas[2]).toHaveTextContent('Horas extras (50 %)');
      expect(linhas[3]).toHaveTextContent('Descanso semanal remunerado');
      expect(linhas[4]).toHaveTextContent(/Total\s*R\$\s269,79/);
      expect(
        screen.getByText('Horas trabalhadas (espelho): 08:30 · Convocadas: 07:00'),
      ).toBeInTheDocument();
    },
  );

  it('registra o não comparecimento depois de confirmar e mostra a multa', LIMITE, async () => {
    let multado = false;
    const comMulta = convocadoFixture({
      situacao: 'aceita',
      respostaEm: '2026-11-16T11:00',
      multa: { devidaPor: 'empregado', valor: 8750, prazo: '2026-12-23' },
    });
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/Convocacao/resumo/7`]: () => resumoCom(multado ? comMulta : ACEITOU),
      [`GET ${B}/MotivosInterrupcoes/admin`]: () => ok([]),
      [`GET ${B}/Convocacao/recibo/7`]: () => ok({ ...RECIBO, recibos: [] }),
      [`POST ${B}/Convocacao/descumprimento`]: () => {
        multado = true;
        return ok({ ...ENCERRADA, convocados: [comMulta] });
      },
    });
    renderComProviders(<ConvocacaoResumo convocacao={ENCERRADA} />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Registrar não comparecimento de Ana Intermitente',
      }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Registrar não comparecimento' });
    expect(dialogo).toHaveTextContent('CLT art. 452-A §4º');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(
      await screen.findByText('Descumprimento registrado. Multa de R$ 87,50 até 23/12/2026.'),
    ).toBeInTheDocument();
    expect(chamadas.find((c) => c.method === 'POST')?.body).toEqual({
      convocacaoId: 7,
      usuarioId: 30,
    });
    expect(await screen.findByText(/devida pelo convocado \(não compareceu\)/)).toBeInTheDocument();
    expect(screen.getByText('Sem recibo')).toBeInTheDocument();
  });

  it('o servidor recusa quem marcou ponto: a mensagem aparece', LIMITE, async () => {
    instalarFakeFetch({
      [`GET ${B}/Convocacao/resumo/7`]: () => resumoCom(),
      [`GET ${B}/MotivosInterrupcoes/admin`]: () => ok([]),
      [`GET ${B}/Convocacao/recibo/7`]: () => ok(RECIBO),
      [`POST ${B}/Convocacao/descumprimento`]: () => ({
        status: 409,
        body: corpoErro400(
          'O convocado registrou ponto em 21/11/2026: não houve descumprimento.',
          'CONVOCADO_COMPARECEU',
        ),
      }),
    });
    renderComProviders(<ConvocacaoResumo convocacao={ENCERRADA} />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Registrar não comparecimento de Ana Intermitente',
      }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Registrar não comparecimento' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(
      await screen.findByText(
        'O convocado registrou ponto em 21/11/2026: não houve descumprimento.',
      ),
    ).toBeInTheDocument();
  });

  it('em Minhas convocações o convocado abre o próprio recibo', LIMITE, async () => {
    const minha = minhaFixture(
      { dataInicio: '2026-11-21', dataFim: '2026-11-21', status: 'encerradas' },
      { situacao: 'aceita', respostaEm: '2026-11-16T11:00' },
    );
    instalarFakeFetch({
      [`GET ${B}/Convocacao/minhas`]: () => ok([minha]),
      [`GET ${B}/Convocacao/recibo/7`]: () => ok(RECIBO),
    });
    renderComProviders(<MinhasConvocacoesPage />);
    const botao = await screen.findByRole('button', {
      name: 'Ver recibo do período — Eventos Paulista Ltda',
    });
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(botao);
    const tabela = await screen.findByRole('table', { name: 'Recibo do período' });
    expect(within(tabela).getByText('Remuneração das horas trabalhadas')).toBeInTheDocument();
    expect(within(tabela).getByText('Descanso semanal remunerado')).toBeInTheDocument();
    expect(screen.queryByText('Ana Intermitente')).not.toBeInTheDocument();
  });

  it('falha ao carregar o recibo mostra o erro do servidor', LIMITE, async () => {
    const minha = minhaFixture(
      { status: 'encerradas' },
      { situacao: 'aceita', respostaEm: '2026-11-16T11:00' },
    );
    instalarFakeFetch({
      [`GET ${B}/Convocacao/minhas`]: () => ok([minha]),
      [`GET ${B}/Convocacao/recibo/7`]: () => ({
        status: 404,
        body: corpoErro400('Convocação não encontrado(a).', 'NAO_ENCONTRADO'),
      }),
    });
    renderComProviders(<MinhasConvocacoesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver recibo do período — Eventos Paulista Ltda' }),
    );
    expect(await screen.findByText('Convocação não encontrado(a).')).toBeInTheDocument();
  });
});
