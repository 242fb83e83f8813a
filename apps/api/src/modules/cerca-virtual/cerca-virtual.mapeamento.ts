import type {
  CercaDto,
  ExcecaoCercaDto,
  FilialCercaDto,
  FormaCercaDto,
  ModoCerca,
} from '@jornada/contracts';
import type { CercaNomeada } from '@jornada/domain';
import type {
  CercaRow,
  ConfigRow,
  ExcecaoRow,
  FormaRow,
  NovaCerca,
} from './cerca-virtual.repository.ts';

/** Sem configuração salva, a filial com cerca aceita fora dela (para revisão) com 50 m de folga. */
export const CONFIG_PADRAO = { modo: 'aceitar' as ModoCerca, toleranciaMetros: 50 };

export const formaDe = (c: FormaRow): FormaCercaDto =>
  c.tipo === 'circulo'
    ? {
        tipo: 'circulo',
        latitude: c.latitude ?? 0,
        longitude: c.longitude ?? 0,
        raioMetros: c.raioMetros ?? 0,
      }
    : { tipo: 'poligono', vertices: c.vertices ?? [] };

export const colunasDaForma = (
  f: FormaCercaDto,
): Pick<NovaCerca, 'tipo' | 'latitude' | 'longitude' | 'raioMetros' | 'vertices'> =>
  f.tipo === 'circulo'
    ? {
        tipo: 'circulo',
        latitude: f.latitude,
        longitude: f.longitude,
        raioMetros: f.raioMetros,
        vertices: null,
      }
    : {
        tipo: 'poligono',
        latitude: null,
        longitude: null,
        raioMetros: null,
        vertices: f.vertices.map((v) => ({ latitude: v.latitude, longitude: v.longitude })),
      };

export const cercaParaContrato = (c: CercaRow): CercaDto => ({
  id: c.id,
  filialId: c.filialId,
  nome: c.nome,
  forma: formaDe(c),
});

/** Cerca da tabela → forma do domínio (em graus e metros). */
export const cercaParaDominio = (c: FormaRow): CercaNomeada => {
  const f = formaDe(c);
  return f.tipo === 'circulo'
    ? {
        tipo: 'circulo',
        nome: c.nome,
        centro: { latitude: f.latitude, longitude: f.longitude },
        raioMetros: f.raioMetros,
      }
    : { tipo: 'poligono', nome: c.nome, vertices: f.vertices };
};

export const filialParaContrato = (
  f: { id: number; nome: string },
  config: ConfigRow | undefined,
  cercas: CercaRow[],
): FilialCercaDto => ({
  filialId: f.id,
  filialNome: f.nome,
  configurada: Boolean(config),
  modo: (config?.modo as ModoCerca | undefined) ?? CONFIG_PADRAO.modo,
  toleranciaMetros: config?.toleranciaMetros ?? CONFIG_PADRAO.toleranciaMetros,
  cercas: cercas.map(cercaParaContrato),
});

export const excecaoParaContrato = (e: ExcecaoRow): ExcecaoCercaDto => ({
  id: e.id,
  usuarioId: e.usuarioId,
  usuarioNome: e.usuarioNome,
  inicio: e.inicio,
  fim: e.fim,
  motivo: e.motivo,
});
