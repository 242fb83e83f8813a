import { describe, expect, it } from 'vitest';
import {
  avaliarCercas,
  type Coordenada,
  distanciaACerca,
  distanciaAoPoligono,
  distanciaAoSegmento,
  distanciaHaversine,
  formatarDistancia,
  pontoNoPoligono,
} from './cerca.ts';

// Praça da Sé (São Paulo) como referência; 1 grau de latitude ≈ 111,2 km.
const se: Coordenada = { latitude: -23.5503, longitude: -46.6339 };
const norte = (p: Coordenada, metros: number): Coordenada => ({
  latitude: p.latitude + metros / 111_195,
  longitude: p.longitude,
});
const quadrado: Coordenada[] = [
  { latitude: -23.551, longitude: -46.635 },
  { latitude: -23.551, longitude: -46.633 },
  { latitude: -23.549, longitude: -46.633 },
  { latitude: -23.549, longitude: -46.635 },
];

describe('distância de haversine', () => {
  it.each([
    { descricao: 'mesmo ponto é zero', b: se, esperado: 0 },
    { descricao: '1 km ao norte', b: norte(se, 1000), esperado: 1000 },
    {
      descricao: 'São Paulo → Rio de Janeiro (~361 km)',
      b: { latitude: -22.9068, longitude: -43.1729 },
      esperado: 360_750,
    },
  ])('$descricao', ({ b, esperado }) => {
    expect(distanciaHaversine(se, b)).toBeCloseTo(esperado, -3);
  });

  it('é simétrica', () => {
    const b = { latitude: -22.9, longitude: -43.2 };
    expect(distanciaHaversine(se, b)).toBeCloseTo(distanciaHaversine(b, se), 6);
  });
});

describe('ponto no polígono', () => {
  it.each([
    { descricao: 'centro do quadrado está dentro', p: se, esperado: true },
    { descricao: 'ponto ao norte está fora', p: norte(se, 500), esperado: false },
    {
      descricao: 'ponto a oeste está fora',
      p: { latitude: -23.55, longitude: -46.64 },
      esperado: false,
    },
  ])('$descricao', ({ p, esperado }) => {
    expect(pontoNoPoligono(p, quadrado)).toBe(esperado);
    // O sentido dos vértices não muda a resposta.
    expect(pontoNoPoligono(p, [...quadrado].reverse())).toBe(esperado);
  });

  it('polígono côncavo (em L): o "buraco" do L está fora', () => {
    const l: Coordenada[] = [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 0.02 },
      { latitude: 0.01, longitude: 0.02 },
      { latitude: 0.01, longitude: 0.01 },
      { latitude: 0.02, longitude: 0.01 },
      { latitude: 0.02, longitude: 0 },
    ];
    expect(pontoNoPoligono({ latitude: 0.005, longitude: 0.015 }, l)).toBe(true);
    expect(pontoNoPoligono({ latitude: 0.015, longitude: 0.015 }, l)).toBe(false);
  });
});

describe('distância à borda', () => {
  it('ao segmento: perpendicular no meio e até a ponta fora dele', () => {
    const a = { latitude: 0, longitude: 0 };
    const b = { latitude: 0, longitude: 0.01 };
    expect(distanciaAoSegmento({ latitude: 0.001, longitude: 0.005 }, a, b)).toBeCloseTo(111, 0);
    expect(distanciaAoSegmento({ latitude: 0, longitude: 0.011 }, a, b)).toBeCloseTo(111, 0);
  });

  it('ao polígono: zero dentro, distância à aresta mais próxima fora', () => {
    expect(distanciaAoPoligono(se, quadrado)).toBe(0);
    // Borda norte em −23,549: ponto 300 m ao norte dela.
    const p = norte({ latitude: -23.549, longitude: -46.634 }, 300);
    expect(distanciaAoPoligono(p, quadrado)).toBeCloseTo(300, -1);
  });

  it('ao círculo: distância ao centro menos o raio, nunca negativa', () => {
    const circulo = { tipo: 'circulo' as const, centro: se, raioMetros: 200 };
    expect(distanciaACerca(norte(se, 100), circulo)).toBe(0);
    expect(distanciaACerca(norte(se, 1200), circulo)).toBeCloseTo(1000, -1);
  });
});

describe('avaliação das cercas da filial', () => {
  const matriz = { tipo: 'circulo' as const, nome: 'Matriz', centro: se, raioMetros: 200 };
  const deposito = {
    tipo: 'poligono' as const,
    nome: 'Depósito',
    vertices: quadrado.map((v) => norte(v, 5000)),
  };

  it.each([
    {
      descricao: 'dentro do círculo',
      ponto: norte(se, 150),
      precisao: null,
      tolerancia: 0,
      esperado: { dentro: true, distanciaMetros: 0, cercaMaisProxima: 'Matriz' },
    },
    {
      descricao: 'fora por 100 m, mas dentro da tolerância de 150 m',
      ponto: norte(se, 300),
      precisao: null,
      tolerancia: 150,
      esperado: { dentro: true, distanciaMetros: 100, cercaMaisProxima: 'Matriz' },
    },
    {
      descricao: 'fora por 100 m, tolerância 50 m e precisão de 60 m somam 110 m',
      ponto: norte(se, 300),
      precisao: 60,
      tolerancia: 50,
      esperado: { dentro: true, distanciaMetros: 100, cercaMaisProxima: 'Matriz' },
    },
    {
      descricao: 'precisão ruim (5 km) conta só até 100 m',
      ponto: norte(se, 1400),
      precisao: 5000,
      tolerancia: 50,
      esperado: { dentro: false, distanciaMetros: 1200, cercaMaisProxima: 'Matriz' },
    },
    {
      descricao: 'a cerca mais próxima é a do depósito',
      ponto: norte(se, 4000),
      precisao: 10,
      tolerancia: 0,
      esperado: { dentro: false, distanciaMetros: 922, cercaMaisProxima: 'Depósito' },
    },
  ])('$descricao', ({ ponto, precisao, tolerancia, esperado }) => {
    const r = avaliarCercas({
      ponto,
      precisaoMetros: precisao,
      cercas: [matriz, deposito],
      toleranciaMetros: tolerancia,
    });
    expect(r?.dentro).toBe(esperado.dentro);
    expect(r?.cercaMaisProxima).toBe(esperado.cercaMaisProxima);
    expect(Math.abs((r?.distanciaMetros ?? 0) - esperado.distanciaMetros)).toBeLessThanOrEqual(2);
  });

  it('sem cercas não há avaliação', () => {
    expect(
      avaliarCercas({ ponto: se, precisaoMetros: 5, cercas: [], toleranciaMetros: 0 }),
    ).toBeNull();
  });
});

describe('distância por extenso', () => {
  it.each([
    { metros: 0, esperado: '0 m' },
    { metros: 349.6, esperado: '350 m' },
    { metros: 999, esperado: '999 m' },
    { metros: 1200, esperado: '1,2 km' },
    { metros: 1249, esperado: '1,2 km' },
    { metros: 15_000, esperado: '15,0 km' },
  ])('$metros m → $esperado', ({ metros, esperado }) => {
    expect(formatarDistancia(metros)).toBe(esperado);
  });
});
