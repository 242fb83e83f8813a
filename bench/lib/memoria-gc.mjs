// Só no benchmark (carregado com --import no processo da API, junto de --expose-gc): SIGUSR2 força
// a coleta de lixo completa e escreve a memória do V8 numa linha da saída. Separa o que o heap
// ainda segura (vazamento) do RSS, que o processo nem sempre devolve ao sistema.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  process.stdout.write(`memoria-gc ${JSON.stringify(process.memoryUsage())}\n`);
});
