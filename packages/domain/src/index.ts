// Regras de negócio puras: sem dependências, sem I/O, sem relógio.
export * from './afd/index.ts';
export * from './alerta/index.ts';
export * from './apuracao/index.ts';
export * from './banco-folgas/index.ts';
export * from './banco-horas/index.ts';
export * from './biometria/index.ts';
export * from './colaborador/index.ts';
export * from './convencao/index.ts';
export * from './convocacao/index.ts';
export * from './escala/index.ts';
export * from './faturamento/index.ts';
export * from './ferias/index.ts';
export * from './folha/index.ts';
export * from './marcacao/index.ts';
export * from './regra-calculo/index.ts';
export * from './sobreaviso/index.ts';
export * from './tempo/index.ts';
