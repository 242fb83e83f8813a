import type { ConciliacaoVerbas, ExportacaoVerbas } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

/** Leiautes prontos acrescentados depois: Domínio com registro 11 e Webfopag, na demo. */
const V = '/api/verbas';
const OUTUBRO = 'ano=2026&mes=10';
let t: AppDeTeste;
let rh: string;
let conciliacao: ConciliacaoVerbas;

const get = async <T>(url: string) => {
  const r = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${rh}` } });
  return { status: r.statusCode, data: r.json().data as T };
};
const exportar = async (leiaute: string) => {
  const r = await get<ExportacaoVerbas>(
    `${V}/exportacao?${OUTUBRO}&leiaute=${leiaute}&codigoEmpresaFolha=42`,
  );
  expect(r.status).toBe(200);
  return r.data.conteudo.split('\r\n').slice(0, -1);
};

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  conciliacao = (await get<ConciliacaoVerbas>(`${V}/conciliacao?${OUTUBRO}`)).data;
});
afterAll(() => t.close());

describe('Domínio, registros 10 e 11', () => {
  it('cada linha de dias de falta (8070) seguida de um registro 11 por dia do mês', async () => {
    const linhas = await exportar('dominio-faltas');
    const diasFalta = conciliacao.colaboradores
      .flatMap((c) => c.verbas)
      .filter((v) => v.codigo === '8070')
      .reduce((s, v) => s + v.exportado, 0);
    expect(diasFalta).toBeGreaterThan(0);
    const registros11 = linhas.filter((l) => l.startsWith('11'));
    expect(registros11).toHaveLength(diasFalta);
    linhas.forEach((l, i) => {
      if (l.startsWith('10')) {
        expect(l).toMatch(/^10\d{10}202610\d{4}11\d{9}0000000042$/);
        return;
      }
      expect(l).toMatch(/^11202610(0[1-9]|[12]\d|3[01])1$/);
      // Logo depois da linha de dias de falta ou de outro registro 11 do mesmo bloco.
      expect(linhas[i - 1]).toMatch(/^(10\d{10}2026108070|11)/);
    });
  });

  it('os dias de cada colaborador em ordem, sem repetir', async () => {
    const linhas = await exportar('dominio-faltas');
    let bloco: string[] = [];
    for (const l of [...linhas, '10fim']) {
      if (l.startsWith('11')) bloco.push(l);
      else {
        expect(bloco).toEqual([...new Set(bloco)].sort());
        bloco = [];
      }
    }
  });
});

describe('Webfopag', () => {
  it('192 colunas com `;` depois de cada campo, CPF com máscara e horas HHH,MM', async () => {
    const linhas = await exportar('webfopag');
    expect(linhas.length).toBeGreaterThan(0);
    for (const l of linhas) {
      expect(l).toHaveLength(192);
      expect(l).toMatch(
        /^\d{3}\.\d{3}\.\d{3}-\d{2};\d{5};\d{3},\d{2};000000;.{15};.{10};42 {3};.{10};.{12};.{99};$/,
      );
    }
    const c = conciliacao.colaboradores.find((x) => x.verbas.some((v) => v.codigo === '150'))!;
    const v = c.verbas.find((x) => x.codigo === '150')!;
    const hhhmm = `${String(Math.floor(v.exportado / 60)).padStart(3, '0')},${String(v.exportado % 60).padStart(2, '0')}`;
    expect(
      linhas.some(
        (l) =>
          l.slice(15, 27) === `00150;${hhhmm}` &&
          l.slice(35, 51) === `${c.matricula!.padEnd(15, ' ')};`,
      ),
    ).toBe(true);
  });
});
