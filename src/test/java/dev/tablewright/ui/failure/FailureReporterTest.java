package dev.tablewright.ui.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The uncaught-exception handler without a toolkit: what it logs, what the window is handed, and that it never throws. */
class FailureReporterTest {
    private static final Logger LOG = Logger.getLogger(FailureReporter.class.getName());
    private static final Thread FX = new Thread(() -> { }, "JavaFX Application Thread");

    private final List<LogRecord> logged = new ArrayList<>();
    private final List<Failure> shown = new ArrayList<>();
    private final Handler recorder = new Handler() {
        @Override
        public void publish(LogRecord record) {
            logged.add(record);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    private boolean parentHandlers;

    @BeforeEach
    void record() {
        parentHandlers = LOG.getUseParentHandlers();
        LOG.setUseParentHandlers(false); // the hundreds of failures below stay off the console
        LOG.addHandler(recorder);
    }

    @AfterEach
    void stopRecording() {
        LOG.removeHandler(recorder);
        LOG.setUseParentHandlers(parentHandlers);
    }

    private static IllegalStateException boom() {
        return new IllegalStateException("boom");
    }

    @Test
    void logsInFullAndHandsTheFailureToTheWindow() {
        FailureReporter reporter = new FailureReporter(Runnable::run, shown::add);
        IllegalStateException error = boom();
        reporter.uncaughtException(FX, error);

        assertEquals(1, logged.size());
        assertEquals(Level.SEVERE, logged.get(0).getLevel());
        assertEquals("Unexpected error on the JavaFX Application Thread", logged.get(0).getMessage());
        assertEquals(error, logged.get(0).getThrown());
        assertEquals(1, shown.size());
        assertEquals("Unexpected error on the JavaFX Application Thread: IllegalStateException: boom",
                shown.get(0).headline());
        assertEquals("JavaFX Application Thread", shown.get(0).thread());
        assertEquals(1, reporter.count());
    }

    @Test
    void namesABackgroundThread() {
        FailureReporter reporter = new FailureReporter(Runnable::run, shown::add);
        reporter.uncaughtException(new Thread(() -> { }, "tablewright-settings"), boom());
        assertEquals("Unexpected error on background thread \"tablewright-settings\"", shown.get(0).what());
        assertEquals("Unexpected error on background thread \"tablewright-settings\"", logged.get(0).getMessage());
    }

    @Test
    void aGuardedFailureIsReportedUnderItsHeadlineWithItsCause() {
        FailureReporter reporter = new FailureReporter(Runnable::run, shown::add);
        reporter.uncaughtException(FX, new WhatFailed("The inspector could not show this Entity",
                new IllegalAccessError("class A cannot access class B")));
        assertEquals("The inspector could not show this Entity: IllegalAccessError: class A cannot access class B",
                shown.get(0).headline());
        assertTrue(logged.get(0).getThrown() instanceof IllegalAccessError);
        assertEquals("The inspector could not show this Entity (thread \"JavaFX Application Thread\")",
                logged.get(0).getMessage(), "the log says where");
    }

    @Test
    void aRepeatedFailureIsCountedNotLoggedAgain() {
        FailureReporter reporter = new FailureReporter(Runnable::run, shown::add);
        for (int i = 0; i < 250; i++) {
            reporter.uncaughtException(FX, boom());
        }
        reporter.uncaughtException(FX, new IllegalArgumentException("another"));

        assertEquals(251, reporter.count());
        assertEquals(4, logged.size(), "in full twice, counted at 100 and 200");
        assertNotNull(logged.get(0).getThrown());
        assertEquals("Unexpected error on the JavaFX Application Thread: IllegalStateException: boom — 100 times so far",
                logged.get(1).getMessage());
        assertNull(logged.get(1).getThrown());
        assertTrue(logged.get(2).getMessage().endsWith("200 times so far"));
        assertTrue(logged.get(3).getThrown() instanceof IllegalArgumentException);
        assertEquals("Unexpected error on the JavaFX Application Thread: IllegalStateException: boom (250 times)",
                shown.get(249).headline());
        assertEquals(1, shown.get(250).times());
    }

    @Test
    void deliversThroughTheExecutorMergingWhatPilesUp() {
        List<Runnable> queued = new ArrayList<>();
        FailureReporter reporter = new FailureReporter(queued::add, shown::add);
        for (int i = 0; i < 2; i++) {
            reporter.uncaughtException(FX, boom());
        }
        assertTrue(shown.isEmpty(), "only through the executor");
        assertEquals(1, queued.size(), "one hand-over waits for both");

        queued.forEach(Runnable::run);
        assertEquals(1, shown.size());
        assertEquals(2, shown.get(0).times());

        reporter.uncaughtException(FX, boom());
        assertEquals(2, queued.size(), "delivered, so the next one is handed over again");
    }

    @Test
    void neverThrows() {
        FailureReporter throwingWindow = new FailureReporter(Runnable::run, f -> {
            throw new IllegalStateException("the window is gone");
        });
        throwingWindow.uncaughtException(FX, boom());
        assertEquals(1, throwingWindow.count());

        boolean[] refuse = {true};
        FailureReporter refusingExecutor = new FailureReporter(r -> {
            if (refuse[0]) {
                throw new IllegalStateException("Toolkit has exited");
            }
            r.run();
        }, shown::add);
        refusingExecutor.uncaughtException(FX, boom());
        refuse[0] = false;
        refusingExecutor.uncaughtException(FX, new IllegalArgumentException("later"));
        assertEquals(1, shown.size(), "a refused hand-over does not stop later ones");
        assertFalse(shown.get(0).headline().contains("boom"));

        LOG.addHandler(new Handler() {
            @Override
            public void publish(LogRecord record) {
                throw new IllegalStateException("disk full");
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        });
        FailureReporter failingLog = new FailureReporter(Runnable::run, shown::add);
        try {
            failingLog.uncaughtException(FX, new UnsupportedOperationException("while the log fails"));
        } finally {
            for (Handler h : LOG.getHandlers()) {
                if (h != recorder) {
                    LOG.removeHandler(h);
                }
            }
        }
        assertEquals(1, failingLog.count());
    }
}
