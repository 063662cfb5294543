package dev.tablewright.cli.bench;

/**
 * One start of a window in a fresh process: from launching it to its first frame, the process's CPU
 * time then, and (the app) to the frame that shows the model and the CPU time then, 0 for a yardstick.
 */
record Start(double firstFrameMs, double cpuMs, double modelShownMs, double modelCpuMs) {
}
