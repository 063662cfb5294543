package dev.tablewright.aws.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LocalVersionTest {
    @Test
    void comparesNumericallyPartByPart() {
        assertTrue(LocalVersion.parse("3.10.0").compareTo(LocalVersion.parse("3.9.9")) > 0);
        assertTrue(LocalVersion.parse("2.6.1").compareTo(LocalVersion.parse("3.0.0")) < 0);
        assertEquals(0, LocalVersion.parse("3.3").compareTo(LocalVersion.parse("3.3.0")));
        assertTrue(LocalVersion.parse("3.3.1").compareTo(LocalVersion.parse("3.3")) > 0);
    }

    @Test
    void comparesMultiAttributeKeysFromLocal330On() {
        assertFalse(LocalVersion.parse("2.6.1").hasMultiAttributeKeys());
        assertFalse(LocalVersion.parse("3.1.0").hasMultiAttributeKeys());
        assertFalse(LocalVersion.parse("3.2.9").hasMultiAttributeKeys());
        assertTrue(LocalVersion.parse("3.3.0").hasMultiAttributeKeys());
        assertTrue(LocalVersion.parse("3.3.1").hasMultiAttributeKeys());
        assertTrue(LocalVersion.parse("4.0").hasMultiAttributeKeys());
    }

    @Test
    void ignoresAQualifierAndSpaces() {
        assertEquals(LocalVersion.parse("3.3.0"), LocalVersion.parse(" 3.3.0-SNAPSHOT "));
        assertTrue(LocalVersion.parse("3.3.0-beta").hasMultiAttributeKeys());
    }

    @Test
    void refusesWhatIsNoVersion() {
        for (String text : new String[] {"", "x", "3..1", "3.x", ".3", "3.", "-1"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LocalVersion.parse(text));
            assertTrue(e.getMessage().contains("dynamodb.local.version"), e.getMessage());
        }
    }

    @Test
    void theBuildSaysWhichLocalTheTestsRunAgainst() {
        String passed = System.getProperty(LocalVersion.PROPERTY);
        assertNotNull(passed, "surefire passes " + LocalVersion.PROPERTY + " (pom.xml)");
        assertEquals(LocalVersion.parse(passed), LocalVersion.current());
    }

    @Test
    void anUnsetPropertyIsTheDefaultDependency() {
        assertEquals(LocalVersion.parse("2.6.1"), LocalVersion.of(null));
        assertFalse(LocalVersion.of(null).hasMultiAttributeKeys());
        assertTrue(LocalVersion.of("3.3.1").hasMultiAttributeKeys());
    }
}
