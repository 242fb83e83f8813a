import { describe, expect, it } from 'vitest';
import { CONFIGURACAO_PADRAO } from '../apuracao/configuracao.ts';
import { montarConfiguracao } from './configuracao.ts';
import { derivarHoraNoturna, PARAMETROS_PADRAO } from './padrao.ts';

describe('montarConfiguracao: regra de ponto → configuração do motor', () => {
  it('sem regra escolhida dá CFG-DEFAULT', () => {
    expect(montarConfiguracao({}).configuracao).toEqual(CONFIGURACAO_PADRAO);
  });

  it('os doze tipos no padrão reproduzem CFG-DEFAULT', () => {
    const { configuracao, complementos } = montarConfiguracao(PARAMETROS_PADRAO);
    expect(configuracao).toEqual(CONFIGURACAO_PADRAO);
    expect(complementos).toEqual({
      autorizacaoHoraExtra: { exige: false, destinoNaoAutorizada: 'reter' },
      ausencia: { justificadaAbona: false },
      tratamento: { duplicidadeMinutos: 0 },
      inconsistencia: { codigos: ['MARCACAO_IMPAR', 'SEM_MARCACAO'] },
    });
  });

  it.each([
    {
      descricao: 'tolerância e hora negativa compõem a mesma chave tolerancia',
      escolhidos: {
        tolerancia: { porMarcacao: 10, diaria: 20 },
        horaNegativa: { compensarNoDia: false },
      },
      esperado: {
        tolerancia: { porMarcacao: 10, diaria: 20, escopo: 'todas', compensarNoDia: false },
      },
    },
    {
      descricao: 'faixas e domingo compõem a chave extras',
      escolhidos: {
        horaPositivaFaixas: { faixas: [{ ateMinutos: 60, percentual: 60 }, { percentual: 80 }] },
        domingo: { percentual: 150 },
      },
      esperado: {
        extras: {
          faixas: [{ ateMinutos: 60, percentual: 60 }, { percentual: 80 }],
          domingoFeriado: 150,
        },
      },
    },
    {
      descricao: 'hora positiva com banco de horas liga o banco (CLT art. 59 §2º)',
      escolhidos: { horaPositiva: { bancoHoras: true } },
      esperado: { bancoHoras: { ativo: true } },
    },
    {
      descricao:
        'hora positiva leva os limites de alerta do art. 59 (extras no dia e dia com banco)',
      escolhidos: { horaPositiva: { limiteExtrasDiario: 90, limiteDiarioBanco: 540 } },
      esperado: { limites: { extrasDiarias: 90, diarioBanco: 540 } },
    },
    {
      descricao: 'descanso obrigatório leva a interjornada mínima (CLT art. 66)',
      escolhidos: { descansoObrigatorio: { interjornadaMinima: 720 } },
      esperado: { interjornada: { minima: 720 } },
    },
    {
      descricao: 'regra gravada antes dos campos novos: limites e interjornada ficam no padrão',
      escolhidos: {
        horaPositiva: { bancoHoras: false },
        descansoObrigatorio: { regime12x36: false },
      },
      esperado: {},
    },
    {
      descricao: 'rural na lavoura, 12x36, atraso perde DSR e intervalo de 30 min da CCT',
      escolhidos: {
        horaNoturna: { regime: 'rural-lavoura' as const },
        descansoObrigatorio: { regime12x36: true },
        falta: { atrasoPerdeDsr: true },
        intervalo: { minimoAcimaDe6h: 30 },
      },
      esperado: {
        noturno: { regime: 'rural-lavoura', prorrogacao: true },
        regime12x36: true,
        dsr: { atrasoPerdeDsr: true },
        intervalo: { minimoAcimaDe6h: 30, tolerancia: 0 },
      },
    },
  ])('$descricao', ({ escolhidos, esperado }) => {
    expect(montarConfiguracao(escolhidos).configuracao).toEqual({
      ...CONFIGURACAO_PADRAO,
      ...esperado,
    });
  });

  it('ausência, tratamento e inconsistência não mudam o motor, só os complementos', () => {
    const r = montarConfiguracao({
      ausencia: { justificadaAbona: true },
      tratamento: { duplicidadeMinutos: 3 },
      inconsistencia: { codigos: ['MARCACAO_IMPAR'] },
    });
    expect(r.configuracao).toEqual(CONFIGURACAO_PADRAO);
    expect(r.complementos).toEqual({
      autorizacaoHoraExtra: { exige: false, destinoNaoAutorizada: 'reter' },
      ausencia: { justificadaAbona: true },
      tratamento: { duplicidadeMinutos: 3 },
      inconsistencia: { codigos: ['MARCACAO_IMPAR'] },
    });
  });

  it('janela noturna derivada do regime (CLT art. 73; Lei 5.889/73 art. 7º)', () => {
    expect(derivarHoraNoturna('urbano')).toEqual({
      inicio: '22:00',
      fim: '05:00',
      horaReduzida: true,
    });
    expect(derivarHoraNoturna('rural-pecuaria')).toEqual({
      inicio: '20:00',
      fim: '04:00',
      horaReduzida: false,
    });
  });
});
