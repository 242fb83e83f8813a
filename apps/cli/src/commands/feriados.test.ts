import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RAIZ = fileURLToPath(new URL('../../../../', import.meta.url));

const jornada = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...args], {
    cwd: RAIZ,
    encoding: 'utf8',
  });

describe('jornada feriados <ano> [--uf XX]', () => {
  it('SP 2026: imprime o array do contrato, com 20/11 nacional e 09/07 estadual', () => {
    const r = jornada('feriados', '2026', '--uf', 'SP');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const feriados = JSON.parse(r.stdout) as { data: string; nome: string; tipo: string }[];
    for (const f of feriados) expect(Object.keys(f)).toEqual(['data', 'nome', 'tipo']);
    expect(feriados).toContainEqual({ data: '2026-04-21', nome: 'Tiradentes', tipo: 'nacional' });
    expect(feriados).toContainEqual({
      data: '2026-11-20',
      nome: 'Dia Nacional de Zumbi e da Consciência Negra',
      tipo: 'nacional',
    });
    expect(feriados).toContainEqual({
      data: '2026-07-09',
      nome: 'Revolução Constitucionalista',
      tipo: 'estadual',
    });
    expect(feriados.map((f) => f.data)).not.toContain('2026-02-17');
    expect(feriados.map((f) => f.data)).toEqual(feriados.map((f) => f.data).sort());
  });

  it('sem --uf: só nacionais; --uf=RJ também é aceito', () => {
    const nacional = JSON.parse(jornada('feriados', '2026').stdout) as { tipo: string }[];
    expect(nacional.every((f) => f.tipo === 'nacional')).toBe(true);
    const rj = JSON.parse(jornada('feriados', '2026', '--uf=RJ').stdout) as { data: string }[];
    expect(rj.map((f) => f.data)).toContain('2026-02-17');
  });

  it.each([
    { descricao: 'UF inexistente', args: ['2026', '--uf', 'XX'], mensagem: /UF inválida: "XX"/ },
    { descricao: 'sem ano', args: [], mensagem: /informe o ano/ },
    { descricao: 'ano não numérico', args: ['dois mil'], mensagem: /ano inválido/ },
    { descricao: '--uf sem valor', args: ['2026', '--uf'], mensagem: /--uf exige/ },
    {
      descricao: 'opção desconhecida',
      args: ['2026', '--estado', 'SP'],
      mensagem: /opção desconhecida/,
    },
  ])('$descricao: sai com 2 e uma linha em português no stderr', ({ args, mensagem }) => {
    const r = jornada('feriados', ...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(mensagem);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
