import type { EscalaWire, TurnoWire } from '@jornada/contracts';
import { expandirPeriodo } from '@jornada/domain';
import { describe, expect, it } from 'vitest';
import {
  aplicarModelo,
  corpoDaEscala,
  escalaParaPrevia,
  type ValoresEscala,
  valoresDaEscala,
  valoresIniciais,
} from './escala-form.model.ts';

const TURNO: TurnoWire = {
  id: 3,
  nome: 'Comercial',
  entrada: '08:00',
  saidaIntervalo: '12:00',
  voltaIntervalo: '13:00',
  segundoIntervalo: null,
  saida: '17:48',
  minutosTrabalho: 528,
  ativo: true,
};

const comercial = (): ValoresEscala => {
  const v = valoresIniciais();
  for (const d of ['seg', 'ter', 'qua', 'qui', 'sex'] as const)
    v.semana[d] = { tipo: 'trabalho', turnoId: '3' };
  return { ...v, codigo: 'COM-5X2', nome: 'Comercial 5x2' };
};

describe('formulário de escala → corpo de POST /escala', () => {
  it('monta a escala semanal com os turnos e o contrato', () => {
    const corpo = corpoDaEscala({ ...comercial(), contrato: '44:00', gestaoId: '1' });
    expect(corpo).toMatchObject({
      tipo: 'semanal',
      codigo: 'COM-5X2',
      gestaoId: 1,
      condicaoTrabalhoId: null,
      minutosSemanaisContrato: 2640,
      excecaoAcordoColetivo: false,
      dias: { dom: { tipo: 'dsr' }, seg: { tipo: 'trabalho', turnoId: 3 }, sab: { tipo: 'folga' } },
    });
  });

  it.each([
    { caso: 'sem código', v: { ...comercial(), codigo: ' ' }, erro: 'Informe o código da escala.' },
    { caso: 'sem nome', v: { ...comercial(), nome: '' }, erro: 'Informe o nome da escala.' },
    {
      caso: 'dia de trabalho sem turno',
      v: valoresIniciais(),
      erro: 'Informe o código da escala.',
    },
    {
      caso: 'turno faltando na segunda',
      v: {
        ...comercial(),
        semana: { ...comercial().semana, seg: { tipo: 'trabalho' as const, turnoId: null } },
      },
      erro: 'Escolha o turno de SEG.',
    },
    {
      caso: 'contrato acima de 44 h',
      v: { ...comercial(), contrato: '45:00' },
      erro: 'Contrato semanal: informe de 01:00 a 44:00 (HH:MM), ou deixe em branco.',
    },
    {
      caso: 'cíclica sem início',
      v: { ...comercial(), tipo: 'ciclica' as const },
      erro: 'Informe a data de início do ciclo.',
    },
    {
      caso: 'rotativa com semana sem folga',
      v: {
        ...comercial(),
        tipo: 'semanal-rotativa' as const,
        inicio: '2026-11-02',
        turnoId: '3',
        folgas: [['dom'], []] as ValoresEscala['folgas'],
      },
      erro: 'Escolha a folga da semana 2.',
    },
  ])('$caso → "$erro"', ({ v, erro }) => {
    expect(corpoDaEscala(v)).toBe(erro);
  });

  it('edição: a escala gravada volta ao formulário e gera o mesmo padrão', () => {
    const gravada: EscalaWire = {
      id: 9,
      codigo: '12X36',
      nome: '12x36',
      gestaoId: null,
      condicaoTrabalhoId: 2,
      minutosSemanaisContrato: null,
      excecaoAcordoColetivo: false,
      ativo: true,
      tipo: 'ciclica',
      inicio: '2026-11-01',
      dias: [{ tipo: 'trabalho', turnoId: 3 }, { tipo: 'folga' }],
    };
    const v = valoresDaEscala(gravada);
    expect(v.contrato).toBe('');
    expect(corpoDaEscala(v)).toMatchObject({
      tipo: 'ciclica',
      inicio: '2026-11-01',
      dias: [{ tipo: 'trabalho', turnoId: 3 }, { tipo: 'folga' }],
      condicaoTrabalhoId: 2,
      minutosSemanaisContrato: null,
    });
  });
});

describe('prévia da escala com expandirPeriodo', () => {
  it('expande a semanal no mês: domingo DSR, sábado folga, dias úteis 08:00–17:48', () => {
    const escala = escalaParaPrevia(comercial(), [TURNO]);
    expect(escala).not.toBeNull();
    const dias = expandirPeriodo(escala!, '2026-11-08', '2026-11-14');
    expect(dias.map((d) => d.tipoDia)).toEqual([
      'dsr',
      'trabalho',
      'trabalho',
      'trabalho',
      'trabalho',
      'trabalho',
      'folga',
    ]);
    expect(dias[1]?.jornada).toEqual([
      [480, 720],
      [780, 1068],
    ]);
  });

  it('sem o turno carregado (ou incompleta) não há prévia', () => {
    expect(escalaParaPrevia(comercial(), [])).toBeNull();
    expect(escalaParaPrevia({ ...comercial(), tipo: 'ciclica' }, [TURNO])).toBeNull();
  });

  it('um modelo 12x36 vira cíclica alternando trabalho e folga a partir de hoje', () => {
    const v = aplicarModelo(
      comercial(),
      {
        chave: '12x36',
        nome: '12x36',
        descricao: '',
        tipo: 'ciclica',
        sequencia: ['trabalho', 'folga'],
        turnoSugerido: {
          entrada: '07:00',
          saidaIntervalo: null,
          voltaIntervalo: null,
          saida: '19:00',
        },
        minutosSemanaisContrato: 2520,
      },
      '3',
      '2026-11-10',
    );
    expect(v.tipo).toBe('ciclica');
    expect(v.inicio).toBe('2026-11-10');
    expect(v.contrato).toBe('42:00');
    const dias = expandirPeriodo(escalaParaPrevia(v, [TURNO])!, '2026-11-10', '2026-11-13');
    expect(dias.map((d) => d.tipoDia)).toEqual(['trabalho', 'folga', 'trabalho', 'folga']);
  });
});
