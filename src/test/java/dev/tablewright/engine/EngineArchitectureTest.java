package dev.tablewright.engine;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The engine is pure Java over the domain model. */
class EngineArchitectureTest {

    @Test
    void engineUsesNoUiNoSdkNoJackson() {
        JavaClasses engine = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.tablewright.engine");
        noClasses().should().dependOnClassesThat()
                .resideInAnyPackage("javafx..", "software.amazon..", "com.amazonaws..", "com.fasterxml..",
                        "dev.tablewright.ui..", "dev.tablewright.aws..", "dev.tablewright.format..",
                        "dev.tablewright.cli..", "dev.tablewright.app..")
                .check(engine);
    }
}
