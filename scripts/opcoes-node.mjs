// Opções do V8 com que o servidor roda (`npm start`) e com que os benchmarks medem: um número do
// bench só vale para o servidor se os dois sobem do mesmo jeito.
//
// `--max-semi-space-size=32`: a geração nova do V8 com semiespaços de 32 MB em vez de 16 MB.
// O recálculo e o reprocessamento alocam ~0,3 MB por pessoa no mês e o motor, objetos curtos por
// dia; com a geração nova maior, menos coletas e menos objetos copiados por sobreviverem a uma.
// Medido alternando no mesmo schema: recálculo da empresa −6 a −10 % de tempo e motor +7 %
// (coleta de lixo de 15 % para 11 % do tempo); a memória sobe ~30 MB por processo.
export const OPCOES_V8_SERVIDOR = ['--max-semi-space-size=32'];
