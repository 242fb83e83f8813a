import type { CercaDto, FormaCercaDto } from '@jornada/contracts';
import { Button, Group, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MapaCerca } from './mapa-cerca.tsx';

/** Número digitado em pt-BR ("-23,5503") ou com ponto; vazio ou inválido → null. */
export const lerNumero = (texto: string): number | null => {
  const limpo = texto.trim().replace(',', '.');
  if (limpo === '' || !/^-?\d+(\.\d+)?$/.test(limpo)) return null;
  return Number(limpo);
};

const textoDe = (n: number) => String(n).replace('.', ',');

/** Uma linha por vértice: "latitude; longitude" (ou separados por espaço). */
const lerVertices = (texto: string) =>
  texto
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [lat, lng] = l.split(/[;\s]+/);
      return { latitude: lerNumero(lat ?? ''), longitude: lerNumero(lng ?? '') };
    });

type Campos = {
  nome: string;
  tipo: 'circulo' | 'poligono';
  latitude: string;
  longitude: string;
  raio: string;
  vertices: string;
};

const camposDe = (c: CercaDto | null): Campos => {
  if (!c)
    return { nome: '', tipo: 'circulo', latitude: '', longitude: '', raio: '200', vertices: '' };
  const f = c.forma;
  return f.tipo === 'circulo'
    ? {
        nome: c.nome,
        tipo: 'circulo',
        latitude: textoDe(f.latitude),
        longitude: textoDe(f.longitude),
        raio: String(f.raioMetros),
        vertices: '',
      }
    : {
        nome: c.nome,
        tipo: 'poligono',
        latitude: '',
        longitude: '',
        raio: '200',
        vertices: f.vertices
          .map((v) => `${textoDe(v.latitude)}; ${textoDe(v.longitude)}`)
          .join('\n'),
      };
};

type Erros = Partial<Record<'nome' | 'latitude' | 'longitude' | 'raio' | 'vertices', string>>;

/** Valida no cliente com as mesmas faixas da API; devolve a forma ou os erros por campo. */
export const validarCerca = (c: Campos): { forma: FormaCercaDto | null; erros: Erros } => {
  const erros: Erros = {};
  if (!c.nome.trim()) erros.nome = 'Nome: informe um nome para a cerca.';
  if (c.tipo === 'circulo') {
    const latitude = lerNumero(c.latitude);
    const longitude = lerNumero(c.longitude);
    const raio = lerNumero(c.raio);
    if (latitude === null || latitude < -90 || latitude > 90)
      erros.latitude = 'Latitude: informe graus decimais de -90 a 90 (ex.: -23,5503).';
    if (longitude === null || longitude < -180 || longitude > 180)
      erros.longitude = 'Longitude: informe graus decimais de -180 a 180 (ex.: -46,6339).';
    if (raio === null || !Number.isInteger(raio) || raio < 10 || raio > 50_000)
      erros.raio = 'Raio: informe metros inteiros de 10 a 50000.';
    const ok =
      latitude !== null &&
      longitude !== null &&
      raio !== null &&
      !erros.latitude &&
      !erros.longitude &&
      !erros.raio;
    return { forma: ok ? { tipo: 'circulo', latitude, longitude, raioMetros: raio } : null, erros };
  }
  const vertices = lerVertices(c.vertices);
  const validos = vertices.every(
    (v) =>
      v.latitude !== null &&
      v.longitude !== null &&
      Math.abs(v.latitude) <= 90 &&
      Math.abs(v.longitude) <= 180,
  );
  if (!validos)
    erros.vertices = 'Vértices: cada linha deve ter "latitude; longitude" em graus decimais.';
  else if (vertices.length < 3) erros.vertices = 'Vértices: informe pelo menos 3 vértices.';
  else if (vertices.length > 100) erros.vertices = 'Vértices: no máximo 100 vértices.';
  return {
    forma: erros.vertices
      ? null
      : {
          tipo: 'poligono',
          vertices: vertices.map((v) => ({
            latitude: v.latitude ?? 0,
            longitude: v.longitude ?? 0,
          })),
        },
    erros,
  };
};

export type FormularioCercaProps = {
  cerca: CercaDto | null;
  isSalvando: boolean;
  onSalvar: (dados: { nome: string; forma: FormaCercaDto }) => void;
  onCancelar: () => void;
};

/** Círculo (centro e raio) ou polígono (vértices), com a prévia no mesmo mapa do tratamento. */
export const FormularioCerca = ({
  cerca,
  isSalvando,
  onSalvar,
  onCancelar,
}: FormularioCercaProps) => {
  const [campos, setCampos] = useState<Campos>(() => camposDe(cerca));
  const [erros, setErros] = useState<Erros>({});
  const previa = validarCerca(campos).forma;
  const mudar = (k: keyof Campos) => (v: string) => setCampos((c) => ({ ...c, [k]: v }));

  const handleSalvar = () => {
    const r = validarCerca(campos);
    setErros(r.erros);
    if (r.forma && Object.keys(r.erros).length === 0)
      onSalvar({ nome: campos.nome.trim(), forma: r.forma });
  };

  return (
    <Stack gap="sm">
      <TextInput
        label="Nome"
        value={campos.nome}
        onChange={(e) => mudar('nome')(e.currentTarget.value)}
        error={erros.nome}
        required
      />
      <SegmentedControl
        aria-label="Tipo de cerca"
        value={campos.tipo}
        onChange={(v) => setCampos((c) => ({ ...c, tipo: v as Campos['tipo'] }))}
        data={[
          { value: 'circulo', label: 'Círculo' },
          { value: 'poligono', label: 'Polígono' },
        ]}
      />
      {campos.tipo === 'circulo' ? (
        <>
          <TextInput
            label="Latitude do centro"
            inputMode="decimal"
            value={campos.latitude}
            onChange={(e) => mudar('latitude')(e.currentTarget.value)}
            error={erros.latitude}
          />
          <TextInput
            label="Longitude do centro"
            inputMode="decimal"
            value={campos.longitude}
            onChange={(e) => mudar('longitude')(e.currentTarget.value)}
            error={erros.longitude}
          />
          <TextInput
            label="Raio (metros)"
            inputMode="numeric"
            value={campos.raio}
            onChange={(e) => mudar('raio')(e.currentTarget.value)}
            error={erros.raio}
          />
        </>
      ) : (
        <Textarea
          label="Vértices"
          description='Um por linha, em ordem: "latitude; longitude" (ex.: -23,5510; -46,6350).'
          minRows={4}
          value={campos.vertices}
          onChange={(e) => mudar('vertices')(e.currentTarget.value)}
          error={erros.vertices}
        />
      )}
      {previa ? <MapaCerca cercas={[previa]} rotulo="Prévia da cerca" /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancelar} disabled={isSalvando}>
          Cancelar
        </Button>
        <Button onClick={handleSalvar} loading={isSalvando}>
          Salvar cerca
        </Button>
      </Group>
    </Stack>
  );
};
