export * from './biometria.ts';
