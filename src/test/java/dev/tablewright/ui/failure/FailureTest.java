package dev.tablewright.ui.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import org.junit.jupiter.api.Test;

/** A failure as the user reads it: the message of the exception that says something, all of it redacted. */
class FailureTest {
    private static final Thread THREAD = new Thread(() -> { }, "worker");

    @Test
    void theExceptionsOwnMessage() {
        Failure f = Failure.of("Could not open", THREAD, new IllegalStateException("no such table\nsecond line"));
        assertEquals("IllegalStateException: no such table", f.message(), "one line");
        assertEquals("Could not open: IllegalStateException: no such table", f.headline());
        assertEquals("worker", f.thread());
        assertTrue(f.trace().startsWith("java.lang.IllegalStateException: no such table"), f.trace());
        assertTrue(f.trace().contains("at dev.tablewright.ui.failure.FailureTest.theExceptionsOwnMessage"), f.trace());
    }

    @Test
    void aWrapperWithoutAMessageOfItsOwnGivesWayToItsCause() {
        IllegalAccessError root = new IllegalAccessError("class A cannot access class B");
        assertEquals("IllegalAccessError: class A cannot access class B",
                Failure.of("x", THREAD, new RuntimeException(new InvocationTargetException(root))).message());
        Failure wrapped = Failure.of("x", THREAD, new IllegalStateException("while building", root));
        assertEquals("IllegalStateException: while building", wrapped.message(), "a message of its own is kept");
        assertTrue(wrapped.trace().contains("Caused by: java.lang.IllegalAccessError"), wrapped.trace());
        assertEquals("NullPointerException", Failure.of("x", THREAD, new NullPointerException()).message());
    }

    @Test
    void everyTextIsRedacted() {
        Failure f = Failure.of("Connecting with AKIAIOSFODNN7EXAMPLE", THREAD,
                new IllegalArgumentException("bad aws_secret_access_key=wJalrXUtnFEMI/K7MDENG"));
        assertEquals("Connecting with AKIA****", f.what());
        assertEquals("IllegalArgumentException: bad aws_secret_access_key=****", f.message());
        assertFalse(f.trace().contains("wJalrXUtnFEMI"), f.trace());
    }

    @Test
    void repeatsAreCountedInTheHeadline() {
        Failure f = Failure.of("Layout", THREAD, new ArithmeticException("/ by zero"));
        assertEquals("Layout: ArithmeticException: / by zero (3 times)", f.times(3).headline());
        assertEquals(f.at(), f.times(3).at());
    }
}
