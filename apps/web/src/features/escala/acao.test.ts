import { describe, expect, it } from 'vitest';
import { ErroApi } from '../../lib/http/erro-api.ts';
import {
  corpoAlterarEntrada,
  corpoAlterarEscala,
  corpoCompensarBanco,
  corpoCompensarSemana,
  corpoMoverFolga,
  corpoMudarDia,
  FALHA_PADRAO,
  linhasDoProblema,
  mensagemDoServidor,
  resumoDaAcao,
} from './acao.ts';
import { acaoFixture } from './escala.fixtures.ts';

const alvo = { usuarioId: 7, data: '2026-11-10' };

describe('corpos das ações (spec §7)', () => {
  it.each([
    {
      caso: 'mover folga semanal',
      corpo: corpoMoverFolga(alvo, '2026-11-12'),
      esperado: { usuarioId: 7, data: '2026-11-10', novaFolgaSemanal: '2026-11-12' },
    },
    {
      caso: 'alterar entrada',
      corpo: corpoAlterarEntrada(alvo, '09:30'),
      esperado: { usuarioId: 7, data: '2026-11-10', novoHorario: '09:30' },
    },
    {
      caso: 'compensar na semana',
      corpo: corpoCompensarSemana(alvo),
      esperado: { usuarioId: 7, data: '2026-11-10' },
    },
    {
      caso: 'mudar para folga num só dia (sem AlterarDiaDataFim)',
      corpo: corpoMudarDia('MudarParaFolga', alvo, '2026-11-10'),
      esperado: { usuarioId: 7, data: '2026-11-10', tipoAcao: 'MudarParaFolga' },
    },
    {
      caso: 'mudar para trabalho com fim diferente',
      corpo: corpoMudarDia('MudarParaTrabalho', alvo, '2026-11-12'),
      esperado: {
        usuarioId: 7,
        data: '2026-11-10',
        tipoAcao: 'MudarParaTrabalho',
        AlterarDiaDataFim: '2026-11-12',
      },
    },
    {
      caso: 'banco de horas, dia todo envia 0',
      corpo: corpoCompensarBanco(alvo, true, 90),
      esperado: {
        usuarioId: 7,
        data: '2026-11-10',
        tipoAcao: 'FolgaCompensarBancoHoras',
        folgaCompensarBancoHorasDiaTodo: true,
        folgaCompensarBancoHorasValor: 0,
      },
    },
    {
      caso: 'banco de horas em minutos',
      corpo: corpoCompensarBanco(alvo, false, 90),
      esperado: {
        usuarioId: 7,
        data: '2026-11-10',
        tipoAcao: 'FolgaCompensarBancoHoras',
        folgaCompensarBancoHorasDiaTodo: false,
        folgaCompensarBancoHorasValor: 90,
      },
    },
    {
      caso: 'alterar escala sem prazo',
      corpo: corpoAlterarEscala(alvo, 3, null),
      esperado: { UsuarioId: 7, Data: '2026-11-10', NovaEscalaId: 3, NovaEscalaDataFim: null },
    },
  ])('$caso', ({ corpo, esperado }) => {
    expect(corpo).toStrictEqual(esperado);
  });
});

describe("linhas do modal 'ESCALAS COM PROBLEMAS'", () => {
  it('primeira linha é o cabeçalho, as do meio são itens e a última é o rodapé', () => {
    expect(
      linhasDoProblema(
        'A escala tem 2 problemas:\nDSR ausente\nJornada acima de 10 h\nAjuste e salve.',
      ),
    ).toEqual({
      cabecalho: 'A escala tem 2 problemas:',
      itens: ['DSR ausente', 'Jornada acima de 10 h'],
      rodape: 'Ajuste e salve.',
    });
  });

  it('uma só linha vira só o cabeçalho', () => {
    expect(linhasDoProblema('Erro ao mover folga')).toEqual({
      cabecalho: 'Erro ao mover folga',
      itens: [],
      rodape: null,
    });
  });
});

describe('mensagem do servidor (spec §8)', () => {
  it('usa a mensagem de um 4xx; 5xx e falha de rede ficam sem mensagem', () => {
    expect(mensagemDoServidor(new ErroApi(409, { message: 'Já existe.' }))).toBe('Já existe.');
    expect(mensagemDoServidor(new ErroApi(400, {}))).toBeNull();
    expect(mensagemDoServidor(new ErroApi(500, { message: 'detalhe' }))).toBeNull();
    expect(mensagemDoServidor(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('os textos padrão de falha são os do spec', () => {
    expect(FALHA_PADRAO.MoverFolgaSemanal).toBe('Erro ao mover folga');
    expect(FALHA_PADRAO.AlterarEntrada).toBe('Erro ao Salvar Novo Horário');
    expect(FALHA_PADRAO.AlterarEscala).toBe('Erro ao realizar alteração');
    expect(FALHA_PADRAO.FolgaCompensarDuranteSemana).toBe('Erro ao compensar folga');
  });
});

describe('resumo da ação', () => {
  it.each([
    {
      acao: acaoFixture({ alterarDiaDataFim: '2026-11-12' }),
      esperado: 'De 10/11/2026 a 12/11/2026',
    },
    {
      acao: acaoFixture({ tipoAcao: 'AlterarEntrada', novoHorarioEntrada: '09:30' }),
      esperado: 'Nova entrada às 09:30',
    },
    {
      acao: acaoFixture({
        tipoAcao: 'FolgaCompensarBancoHoras',
        folgaCompensarBancoHorasDiaTodo: false,
        folgaCompensarBancoHorasValor: 90,
      }),
      esperado: '01:30 compensadas do banco de horas',
    },
    {
      acao: acaoFixture({ tipoAcao: 'AlterarEscala', novaEscalaNome: 'Loja 6x1' }),
      esperado: 'Nova escala: Loja 6x1, por prazo indeterminado',
    },
  ])('$esperado', ({ acao, esperado }) => {
    expect(resumoDaAcao(acao)).toBe(esperado);
  });
});
