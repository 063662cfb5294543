package dev.tablewright.app;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;

/**
 * {@code -Dtablewright.startupProbe=true}: prints when the window's first frame is out and, for the
 * app, when the frame that shows the model is out, then exits:
 * {@code startup_ms: 1234 cpu_ms: 2345 frame_epoch_ms: … [model_ms: 3456 model_epoch_ms: … model_cpu_ms: …
 * fx_cpu_ms: …]}. {@code bench startup} reads it, for the app and for {@link BareWindow}. The model's
 * CPU times say where the time between the two frames went on a busy machine, where wall times do
 * not: the whole process's, and the FX thread's own between the two frames.
 *
 * <p>The times count from the JVM's start. Not from {@code ProcessHandle}'s start instant: on Linux
 * it is computed from the boot time in whole seconds, so it is off by up to a second, the same for
 * every process since the boot, which inflated both windows alike and hid the true ratio. The epoch
 * times let a parent process count from the moment it launched this one.
 */
final class StartupProbe {
    private StartupProbe() {
    }

    static boolean enabled() {
        return Boolean.getBoolean("tablewright.startupProbe");
    }

    /** The bare window: call right after {@code stage.show()}. */
    static void reportFirstFrame(Scene scene) {
        if (enabled()) {
            FirstFrame.then(scene, () -> exitWith(frameFigures()));
        }
    }

    /**
     * The app: call right after {@code stage.show()}, before deferring other work with
     * {@link FirstFrame}; {@code model} turns non-null when the window holds the model.
     */
    static void reportFirstFrameAndModel(Scene scene, ObservableValue<?> model) {
        if (!enabled()) {
            return;
        }
        FirstFrame.then(scene, () -> {
            String frame = frameFigures();
            long fxCpuAtFrame = fxThreadCpuMillis();
            whenPresent(model, () -> FirstFrame.then(scene, () -> exitWith(frame + " model_ms: " + sinceStart()
                    + " model_epoch_ms: " + System.currentTimeMillis() + " model_cpu_ms: " + processCpuMillis()
                    + " fx_cpu_ms: " + (fxThreadCpuMillis() - fxCpuAtFrame))));
            scene.getRoot().requestLayout(); // a pulse, in case the model came with the first frame
        });
    }

    /** Runs {@code then} once {@code value} is non-null (at once if it is). */
    static void whenPresent(ObservableValue<?> value, Runnable then) {
        if (value.getValue() != null) {
            then.run();
            return;
        }
        value.addListener(new ChangeListener<Object>() {
            @Override
            public void changed(ObservableValue<?> o, Object old, Object now) {
                if (now != null) {
                    value.removeListener(this);
                    then.run();
                }
            }
        });
    }

    private static String frameFigures() {
        // CPU time too: on a busy machine it varies far less than the wall time.
        return "startup_ms: " + sinceStart() + " cpu_ms: " + processCpuMillis()
                + " frame_epoch_ms: " + System.currentTimeMillis();
    }

    private static long processCpuMillis() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(-1L);
    }

    /** The calling thread's CPU time (called on the FX thread); -1 where the JVM cannot tell. */
    private static long fxThreadCpuMillis() {
        long nanos = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        return nanos < 0 ? -1 : nanos / 1_000_000;
    }

    private static long sinceStart() {
        return System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    }

    private static void exitWith(String figures) {
        System.out.println(figures);
        // At once: work deferred past the first frame must not run into a stopping app.
        System.exit(0);
    }
}
